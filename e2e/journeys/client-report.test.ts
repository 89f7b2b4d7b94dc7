/**
 * The brand client's report: the organiser makes a link on the report page, the client opens it
 * on a phone without an account, the server's PDF carries the same report, and a revoked link
 * stops opening it.
 */
import { execFile } from 'node:child_process';
import { randomInt } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { clientReportEndpoints, publicGalleryEndpoints } from '@boothdeck/contract';
import { describe, expect, it } from 'vitest';
import { guestApiFrom, pageAddress } from '../support/api.ts';
import { photoCapture, signInBooth } from '../support/booth.ts';
import { SCREENSHOT_DIR, TAKES_SCREENSHOTS, workerBrowser } from '../support/browser.ts';
import { createEventViaApi, eventUuidOf, saveSocialGallery } from '../support/events.ts';
import { useJourney } from '../support/journey.ts';
import { becomeMonthlyProMember } from '../support/organisers.ts';
import { snap } from '../support/screens.ts';

const run = promisify(execFile);
const PHONE = { width: 390, height: 844 };

describe("the brand client's report", () => {
  const journey = useJourney({ viewport: { width: 1440, height: 900 } });

  it('opens from a link on a phone, prints as a PDF with the same figures, and stops once revoked', {
    timeout: 120_000,
  }, async () => {
    const { page, baseUrl } = journey;
    await becomeMonthlyProMember(journey, 'client-report');
    const eventId = await createEventViaApi(page, {
      name: 'Harbour Launch report',
      startInMinutes: 10,
      features: { gallery: 1, sharing: 1 },
      options: { microsite: 1 },
    });
    await saveSocialGallery(page, eventId, { gallery_password: '', email: 1, facebook: 1, download: 1 });
    const uuid = await eventUuidOf(page, eventId);
    const booth = await signInBooth(baseUrl, uuid, '1234');
    const first = await booth.upload(await photoCapture('First', '#1c7ed6'));
    await booth.upload(await photoCapture('Second', '#e64980'));
    // Two guests open the first photo from the gallery's link.
    const viewId = Buffer.from(`${uuid}:${first.id}`).toString('base64url');
    for (const guest of [guestApiFrom(`10.252.${randomInt(256)}.7`), guestApiFrom(`10.252.${randomInt(256)}.8`)]) {
      await guest.call(publicGalleryEndpoints.showShare, { params: { id: viewId } });
    }

    // The organiser goes from the analytics page to the report and makes a link.
    await page.goto(`/event-analytic/${eventId}`);
    await page.getByRole('link', { name: 'Client report' }).click();
    await page.waitForURL(`**/event-report/${eventId}`);
    await page.getByRole('heading', { name: 'Harbour Launch report' }).waitFor();
    await page.getByLabel('Captures: 2', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Make a link' }).click();
    const linkCell = page.getByRole('table', { name: 'Report links' }).getByRole('link').first();
    await linkCell.waitFor();
    const address = (await linkCell.textContent()) ?? '';
    expect(address).toContain('/report/');
    await snap(page, 'client-report-organiser-1440');

    // The client opens it on a phone, with no account.
    const phone = await (await workerBrowser()).newContext({ viewport: PHONE, baseURL: baseUrl });
    try {
      const client = await phone.newPage();
      await client.goto(address);
      await client.getByRole('heading', { name: 'Harbour Launch report' }).waitFor();
      for (const figure of [
        'Captures: 2',
        'Gallery views: 2',
        'Unique visitors: 2',
        'Leads: 0',
        'Vouchers claimed: 0',
      ]) {
        await client.getByLabel(figure, { exact: true }).waitFor();
      }
      await client.getByRole('region', { name: 'Top captures' }).getByText('2 views').waitFor();
      await expect
        .poll(() => client.evaluate(() => document.documentElement.scrollWidth > window.innerWidth))
        .toBe(false);
      await snap(client, 'client-report-phone-390');

      // The PDF is the same report, printed by the server.
      const token = address.split('/report/')[1] ?? '';
      const response = await client.request.get(pageAddress(clientReportEndpoints.sharedPdf, { params: { token } }));
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/pdf');
      const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'client-report-'));
      const pdf = path.join(folder, 'report.pdf');
      await fs.writeFile(pdf, await response.body());
      const { stdout: text } = await run('pdftotext', ['-layout', pdf, '-']);
      // The brand and the figures' labels are set in capitals by the page's style.
      const brand = (await client.getByTestId('report-brand').textContent()) ?? '';
      expect(brand).not.toBe('');
      const words = [brand, 'Harbour Launch report', 'Captures by mode', 'Shares by channel', 'Busiest hours'];
      words.push('Top captures', 'Funnel', 'Unique visitors', 'Consent rate');
      for (const expected of words) expect(text.toLowerCase()).toContain(expected.toLowerCase());
      expect(text).not.toContain('Download PDF');
      if (TAKES_SCREENSHOTS)
        await run('pdftoppm', ['-png', '-r', '60', pdf, path.join(SCREENSHOT_DIR, 'client-report-pdf')]);
      await fs.rm(folder, { recursive: true, force: true });

      // Revoked, the link no longer opens the report.
      await page.getByRole('button', { name: 'Revoke' }).click();
      await page.getByText('No link yet').waitFor();
      await client.reload();
      await client.getByRole('heading', { name: 'This report link does not open' }).waitFor();
    } finally {
      await phone.close();
    }
  });
});
