import { describe, expect, it } from 'vitest';
import { useJourney } from '../support/journey.ts';
import {
  ADMIN_PASSWORD,
  createKioskEvent,
  expectGalleryCounts,
  organiserGalleryCounts,
  PHONE,
  setUpBooth,
  snapKiosk,
  takeAndKeep,
  useKiosk,
} from '../support/kiosk.ts';
import { becomeMonthlyProMember } from '../support/organisers.ts';

describe('the booth kiosk without a network', () => {
  const journey = useJourney();
  const kiosk = useKiosk(() => journey.baseUrl, PHONE);

  it('keeps three captures taken offline through a reload, and sends each once when the network is back', async () => {
    await becomeMonthlyProMember(journey, 'booth-offline');
    const event = await createKioskEvent(journey, 'Harbour Offline');
    const { page, context } = kiosk;
    await setUpBooth(page, event.uuid, 'Booth offline');
    await page.getByRole('heading', { name: 'Harbour Offline' }).waitFor();
    // The service worker has taken the page over, so the booth can open again without a network.
    await page.waitForFunction(() => !!navigator.serviceWorker.controller, undefined, { timeout: 20_000 });

    await context.setOffline(true);
    for (let capture = 0; capture < 3; capture += 1) await takeAndKeep(page, 'Photo');

    // Offline, the operator corner takes the admin password entered at set-up.
    await page.keyboard.press('Control+Alt+o');
    await page.getByText('Offline: enter the event’s admin password').waitFor();
    await page.keyboard.type(ADMIN_PASSWORD);
    await page.getByText('Offline · 3 waiting to send').waitFor();
    // Signing out now could lose them: refused, saying how many.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('alert').getByText('3 captures are not sent yet.', { exact: false }).waitFor();
    await snapKiosk(page, 'operator-offline');

    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await page.getByRole('heading', { name: 'Harbour Offline' }).waitFor();
    await page.getByRole('button', { name: /^Photo\b/ }).waitFor();
    await snapKiosk(page, 'attract-offline');
    expect(await organiserGalleryCounts(journey, event.eventId, ['photo'])).toEqual({ photo: 0 });

    await context.setOffline(false);
    await expectGalleryCounts(journey, event.eventId, { photo: 3 });
    // Nothing arrives twice, however the queue was woken.
    await page.waitForTimeout(2000);
    expect(await organiserGalleryCounts(journey, event.eventId, ['photo'])).toEqual({ photo: 3 });
  }, 180_000);
});
