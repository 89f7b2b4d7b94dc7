import { smsEndpoints } from '@boothdeck/contract';
import { describe, expect, it } from 'vitest';
import { useJourney } from '../support/journey.ts';
import { createKioskEvent, EXIT_PIN, IPAD_LANDSCAPE, setUpBooth, snapKiosk, useKiosk } from '../support/kiosk.ts';
import { becomeMonthlyProMember } from '../support/organisers.ts';

// A reload does not depend on the screen's size: one device, the booth's first.
describe('a booth reloaded on an iPad in landscape', () => {
  const journey = useJourney();
  const kiosk = useKiosk(() => journey.baseUrl, IPAD_LANDSCAPE);
  const size = `${IPAD_LANDSCAPE.width}`;

  it('opens on its guest screens, keeps set-up behind the PIN, and pauses wrong staff codes across a reload', async () => {
    await becomeMonthlyProMember(journey, `booth-reload-${size}`);
    // The SMS step's review link is an address in the event's settings that is not a picture.
    const event = await createKioskEvent(journey, `Harbour Reload ${size}`, {
      options: { text_messaging: 1 },
      steps: async (client, eventId) => {
        await client.call(smsEndpoints.save, {
          body: {
            eventId,
            text_message: 'Your photo from the Harbour launch',
            google_review_link: 'https://g.page/r/harbour-launch/review',
            google_review_custom_message: 'Tell us how it went',
          },
        });
      },
    });
    const { page } = kiosk;
    await setUpBooth(page, event.uuid, `Booth ${size}`);
    const photo = page.getByRole('button', { name: /^Photo\b/ });
    await photo.waitFor();

    // A reload (or a crash) lands on the guest screens, not on the set-up with its Sign out.
    await page.reload();
    await photo.waitFor();
    expect(await page.getByRole('button', { name: 'Start the booth' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Sign out' }).count()).toBe(0);

    // The set-up is behind the PIN, and nothing the event links to counts as a missing picture.
    await page.keyboard.press('Control+Alt+o');
    await page.getByRole('heading', { name: 'Staff only' }).waitFor();
    await page.keyboard.type(EXIT_PIN);
    await page.getByRole('button', { name: 'Set-up' }).click();
    await page.getByText(/pictures saved on this device/).waitFor({ timeout: 20_000 });
    expect(await page.getByText('could not be saved for offline use', { exact: false }).count()).toBe(0);
    await snapKiosk(page, 'setup-behind-pin');
    await page.getByRole('button', { name: 'Start the booth' }).click();
    await photo.waitFor();

    // Three wrong codes, then a pause that a reload does not lift.
    await page.keyboard.press('Control+Alt+o');
    for (const wrong of ['1111', '2222', '3333']) {
      await page.keyboard.type(wrong);
      await page.getByLabel('0 of 4 digits entered').waitFor();
    }
    await page.getByText(/^Too many wrong codes\. Try again in/).waitFor();
    await snapKiosk(page, 'pin-paused');
    await page.reload();
    await photo.waitFor();
    await page.keyboard.press('Control+Alt+o');
    await page.getByText(/^Too many wrong codes\. Try again in/).waitFor();
    await page.keyboard.type(EXIT_PIN);
    await page.getByLabel('0 of 4 digits entered').waitFor();
    expect(await page.getByRole('heading', { name: 'Operator' }).count()).toBe(0);
  }, 180_000);
});
