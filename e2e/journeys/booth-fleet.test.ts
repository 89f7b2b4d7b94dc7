import { FLEET_MESSAGES } from '@boothdeck/contract';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { saveScreenshot } from '../support/browser.ts';
import { startEventNow } from '../support/events.ts';
import { useJourney } from '../support/journey.ts';
import { createKioskEvent, type Kiosk, openKiosk, PHONE, setUpBooth, snapKiosk, useKiosk } from '../support/kiosk.ts';
import { becomeMonthlyProMember } from '../support/organisers.ts';
import { waitForMail } from '../support/outbox.ts';
import { type ServerProcess, startServer } from '../support/server-process.ts';

// The fleet's minute is a second here: booths report every second, one is quiet after three
// missed reports, and the quiet alert comes after five "minutes" while the event runs.
const FLEET_MINUTE_MS = '1000';

describe('the Booths panel', () => {
  let server: ServerProcess;
  let second: Kiosk | undefined;
  beforeAll(async () => {
    server = await startServer({ FLEET_MINUTE_MS });
  });
  afterAll(async () => {
    await second?.context.close();
    await server?.stop();
  });
  const journey = useJourney({}, () => server);
  const kiosk = useKiosk(() => journey.baseUrl, PHONE);

  it('shows two kiosks live, one cut off going quiet with an alert, and pauses the other from the panel', async () => {
    const { page, dataDir } = journey;
    const email = await becomeMonthlyProMember(journey, 'booth-fleet');
    const event = await createKioskEvent(journey, 'Harbour Fleet');
    startEventNow(dataDir, event.eventId);
    await setUpBooth(kiosk.page, event.uuid, 'Foyer');
    second = await openKiosk(journey.baseUrl, PHONE);
    await setUpBooth(second.page, event.uuid, 'Terrace');

    await page.goto(`/show/event/${event.eventId}`);
    const panel = page.getByRole('region', { name: 'Booths' });
    const foyer = panel.getByRole('article', { name: 'Foyer' });
    const terrace = panel.getByRole('article', { name: 'Terrace' });
    await foyer.getByText('Live', { exact: true }).waitFor();
    await terrace.getByText('Live', { exact: true }).waitFor();
    await foyer.getByText('Version').waitFor();
    await saveScreenshot(page, `booths-panel-live-${page.viewportSize()?.width}`);

    // Terrace loses its network: it goes quiet, then the alert shows and the organiser is e-mailed.
    await second.context.setOffline(true);
    await terrace.getByText('Quiet', { exact: true }).waitFor({ timeout: 20_000 });
    await panel
      .getByRole('alert')
      .filter({ hasText: `Terrace ${FLEET_MESSAGES.alerts.quiet}` })
      .waitFor({ timeout: 20_000 });
    await foyer.getByText('Live', { exact: true }).waitFor();
    const mail = await waitForMail(dataDir, email);
    if (!mail.includes('Terrace at Harbour Fleet needs attention')) throw new Error('no alert mail about Terrace');
    await saveScreenshot(page, `booths-panel-alert-${page.viewportSize()?.width}`);

    // From the phone page, pause Foyer: its start screen says so, and resume brings it back.
    await page.setViewportSize(PHONE);
    await page.goto(`/show/event/${event.eventId}/booths`);
    const phoneFoyer = page.getByRole('article', { name: 'Foyer' });
    await phoneFoyer.getByRole('button', { name: 'Pause' }).click();
    await page.getByText(FLEET_MESSAGES.commandSent.pause).waitFor();
    await kiosk.page.getByRole('heading', { name: 'Back in a moment' }).waitFor({ timeout: 20_000 });
    await snapKiosk(kiosk.page, 'paused');
    await phoneFoyer.getByText('Paused', { exact: true }).waitFor({ timeout: 20_000 });
    await saveScreenshot(page, 'booths-panel-paused-390');
    await phoneFoyer.getByRole('button', { name: 'Resume' }).click();
    await kiosk.page.getByRole('heading', { name: 'Harbour Fleet' }).waitFor({ timeout: 20_000 });
  }, 240_000);
});
