import { describe, it } from 'vitest';
import { useJourney } from '../support/journey.ts';
import {
  ADMIN_PASSWORD,
  changeAdminPassword,
  createKioskEvent,
  expectGalleryCounts,
  IPAD_LANDSCAPE,
  refuseCamera,
  setUpBooth,
  snapKiosk,
  takeAndKeep,
  useKiosk,
} from '../support/kiosk.ts';
import { becomeMonthlyProMember } from '../support/organisers.ts';

const NEW_PASSWORD = '5678';

// What goes wrong does not depend on the screen's size: one device, the booth's first.
describe('the booth kiosk when things go wrong, on an iPad in landscape', () => {
  const journey = useJourney();
  const kiosk = useKiosk(() => journey.baseUrl, IPAD_LANDSCAPE);
  const size = `${IPAD_LANDSCAPE.width}`;

  it('stops capturing when the admin password changes, keeps its queue and carries on with the new password', async () => {
    await becomeMonthlyProMember(journey, `booth-revoked-${size}`);
    const event = await createKioskEvent(journey, `Harbour Revoked ${size}`);
    const { page } = kiosk;
    await setUpBooth(page, event.uuid, `Booth ${size}`);
    await takeAndKeep(page, 'Photo');
    await expectGalleryCounts(journey, event.eventId, { photo: 1 });

    await changeAdminPassword(journey, event.eventId, NEW_PASSWORD);
    // The next capture is kept on the device; its upload is refused, and the booth asks for the password.
    await page.getByRole('button', { name: /^Photo\b/ }).click();
    await page.getByRole('button', { name: 'Take it' }).click({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Keep it' }).click({ timeout: 30_000 });
    await page.getByRole('heading', { name: 'Sign the booth in again' }).waitFor();
    await page.getByText('The capture waiting to be sent is kept.').waitFor();
    await snapKiosk(page, 'signed-out-by-password-change');
    await page.getByLabel('Admin password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page
      .getByRole('alert')
      .getByText(/do not match/)
      .waitFor();
    await page.getByLabel('Admin password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await page.getByRole('heading', { name: `Harbour Revoked ${size}` }).waitFor();
    await expectGalleryCounts(journey, event.eventId, { photo: 2 });
  }, 180_000);

  it('says plainly when the camera is refused, at set-up and on the guest screen', async () => {
    await becomeMonthlyProMember(journey, `booth-camera-${size}`);
    const event = await createKioskEvent(journey, `Harbour Camera ${size}`);
    const { page } = kiosk;
    await refuseCamera(page);
    await page.goto(`/booth/?event=${event.uuid}`);
    await page.getByLabel('Admin password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const refused = 'This booth is not allowed to use the camera.';
    // Set-up says so under the camera's preview, and the device check's camera line says it too.
    await page.getByRole('alert').getByText(refused).waitFor();
    await page.getByRole('list').getByText(refused).waitFor();
    await snapKiosk(page, 'setup-camera-refused');
    await page.getByRole('button', { name: 'Start the booth' }).click();
    await page.getByRole('button', { name: /^Photo\b/ }).click();
    await page.getByText(refused).waitFor();
    await page.getByRole('button', { name: 'Try the camera again' }).waitFor();
    await snapKiosk(page, 'capture-camera-refused');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByText('Tap to start').waitFor();
  }, 120_000);
});
