import { describe, expect, it } from 'vitest';
import { useJourney } from '../support/journey.ts';
import {
  ADMIN_PASSWORD,
  createKioskEvent,
  IPAD_LANDSCAPE,
  organiserClient,
  setUpBooth,
  snapKiosk,
  useKiosk,
} from '../support/kiosk.ts';
import { becomeMonthlyProMember } from '../support/organisers.ts';
import { countPrints, expectPrints, printCalls, printedPdf, printFramePng, savePrinting } from '../support/printing.ts';
import { snap } from '../support/screens.ts';

/** A guest takes a photo (or a strip session) and keeps it: the share screen with its print panel. */
async function takePhoto(page: import('playwright-core').Page, name: string) {
  await page.getByRole('button', { name: /^Photo\b/ }).click();
  const shutter = page.getByRole('button', { name: 'Take it' });
  await expect.poll(() => shutter.isEnabled(), { timeout: 20_000 }).toBe(true);
  await snapKiosk(page, `print-capture-${name}`);
  await shutter.click();
  await page.getByRole('heading', { name: 'Keep this one?' }).waitFor({ timeout: 60_000 });
  await snapKiosk(page, `print-review-${name}`);
  await page.getByRole('button', { name: 'Keep it' }).click();
  await page.getByRole('heading', { name: 'Take it with you' }).waitFor();
}

describe('printing at the booth', () => {
  const journey = useJourney();
  const kiosk = useKiosk(() => journey.baseUrl, IPAD_LANDSCAPE);

  it('prints a 2×6 strip session two to a 4×6 sheet, as many copies as the guest asks for', async () => {
    await becomeMonthlyProMember(journey, 'booth-print-strips');
    const event = await createKioskEvent(journey, 'Strip Night', {
      options: { printing: 1 },
      steps: (client, eventId) =>
        savePrinting(client, eventId, {
          paper: '2x6-strips',
          copies: 3,
          auto_print: 0,
          strip_shots: 3,
          print_frame: printFramePng(600, 1800),
        }),
    });
    await journey.page.goto(`/event/printing/edit/${event.eventId}`);
    await journey.page.getByRole('img', { name: /^Print preview/ }).waitFor();
    await snap(journey.page, 'printing-step-edit');
    await journey.page.goto(`/show/event/${event.eventId}`);
    await journey.page.getByText('Up to 3 copies per guest, when the guest taps Print').waitFor();
    await snap(journey.page, 'event-details-printing');

    const { page } = kiosk;
    await countPrints(page);
    await setUpBooth(page, event.uuid, 'Strip booth');
    await page.getByRole('button', { name: /^Photo\b/ }).click();
    await page.getByRole('button', { name: 'Take it' }).click();
    // One session, three shots, each with its own countdown.
    await page.getByText('Photo 3 of 3').waitFor({ timeout: 30_000 });
    await page.getByRole('heading', { name: 'Keep this one?' }).waitFor({ timeout: 60_000 });
    const strip = await page.getByRole('img', { name: 'Your capture' }).evaluate((image) => {
      const picture = image as HTMLImageElement;
      return { width: picture.naturalWidth, height: picture.naturalHeight };
    });
    expect(strip).toEqual({ width: 600, height: 1800 });
    await snapKiosk(page, 'print-review-strip');
    await page.getByRole('button', { name: 'Keep it' }).click();
    await page.getByRole('heading', { name: 'Take it with you' }).waitFor();

    await page.getByRole('button', { name: 'More copies' }).click();
    await page.getByText('2 prints', { exact: true }).waitFor();
    await snapKiosk(page, 'print-panel');
    await page.getByRole('button', { name: 'Print', exact: true }).click();
    await page.getByText('2 prints on the way: collect them at the printer.').waitFor();
    await snapKiosk(page, 'print-printed');
    expect(await printCalls(page)).toBe(1);

    const pdf = await printedPdf(page);
    expect(pdf.pages).toBe(2);
    expect(pdf.pageSize).toMatch(/^288 x 432 pts/);
    // Each page: the strip twice, side by side, at 300 dpi.
    for (const sheet of [1, 2]) {
      const images = pdf.images.filter((image) => image.page === sheet);
      expect(images.length).toBeGreaterThanOrEqual(2);
      for (const image of images) expect(image).toMatchObject({ width: 600, height: 1800, ppi: 300 });
    }
    await expectPrints(await organiserClient(journey), event.eventId, { sheets: 2, jobs: 1 });

    // The organiser's gallery offers the strip's print-ready file and a reprint.
    await journey.page.goto(`/event-photos/${event.eventId}`);
    await journey.page.getByRole('button', { name: 'Open photo 1 of 1' }).click();
    await journey.page.getByRole('button', { name: 'Reprint' }).waitFor();
    await snap(journey.page, 'gallery-print-buttons');
  }, 240_000);

  it('auto-prints each capture and says so when the event’s print limit is reached', async () => {
    await becomeMonthlyProMember(journey, 'booth-print-auto');
    const event = await createKioskEvent(journey, 'Auto Print', {
      options: { printing: 1, frame: 0 },
      steps: (client, eventId) =>
        savePrinting(client, eventId, { paper: '4x6-landscape', copies: 1, auto_print: 1, print_limit: 1 }),
    });
    const { page } = kiosk;
    await countPrints(page);
    await setUpBooth(page, event.uuid, 'Auto booth');
    await takePhoto(page, 'auto');
    await page.getByText('1 print on the way: collect it at the printer.').waitFor();
    expect(await printCalls(page)).toBe(1);
    const pdf = await printedPdf(page);
    expect(pdf).toMatchObject({ pages: 1, pageSize: expect.stringMatching(/^432 x 288 pts/) });
    expect(pdf.images).toEqual([expect.objectContaining({ width: 1800, height: 1200, ppi: 300 })]);
    await page.getByRole('button', { name: 'Done' }).click();

    await takePhoto(page, 'limit');
    await page.getByRole('alert').getByText('This event has printed all the prints it may').waitFor();
    await snapKiosk(page, 'print-limit');
    expect(await printCalls(page)).toBe(1);
    await expectPrints(await organiserClient(journey), event.eventId, { sheets: 1, jobs: 1 });
  }, 240_000);

  it('prints offline and counts the print once when the network is back', async () => {
    await becomeMonthlyProMember(journey, 'booth-print-offline');
    const event = await createKioskEvent(journey, 'Offline Print', {
      options: { printing: 1 },
      steps: (client, eventId) => savePrinting(client, eventId, { paper: '6x6', copies: 2, auto_print: 0 }),
    });
    const { page, context } = kiosk;
    await countPrints(page);
    await setUpBooth(page, event.uuid, 'Offline booth');
    await page.waitForFunction(() => !!navigator.serviceWorker.controller, undefined, { timeout: 20_000 });
    await context.setOffline(true);
    await takePhoto(page, 'offline');
    await page.getByRole('button', { name: 'Print', exact: true }).click();
    await page.getByText('1 print on the way: collect it at the printer.').waitFor();
    expect(await printCalls(page)).toBe(1);
    const client = await organiserClient(journey);
    await expectPrints(client, event.eventId, { sheets: 0, jobs: 0 });
    // The operator's queue holds the print job with the capture, waiting for the network.
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByText('Tap to start').waitFor();
    await page.keyboard.press('Control+Alt+o');
    await page.getByText('Offline: enter the event’s admin password').waitFor();
    await page.keyboard.type(ADMIN_PASSWORD);
    await page.getByText('Print, 1 copy (printed offline)').waitFor();
    await snapKiosk(page, 'print-queue-offline');

    await context.setOffline(false);
    await expectPrints(client, event.eventId, { sheets: 1, jobs: 1 });
    // Nothing is counted twice, however the queue was woken.
    await page.waitForTimeout(2000);
    await expectPrints(client, event.eventId, { sheets: 1, jobs: 1 });
  }, 240_000);
});
