import { readFile } from 'node:fs/promises';
import { accountEndpoints, sharingEndpoints, smsBillingEndpoints } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { describe, expect, it } from 'vitest';
import { expectText } from '../support/accounts.ts';
import { guestApiFrom, organiserApi } from '../support/api.ts';
import { photoCapture, signInBooth } from '../support/booth.ts';
import { createEventViaApi, eventUuidOf } from '../support/events.ts';
import { useJourney } from '../support/journey.ts';
import { becomeMember, becomeMonthlyProMember } from '../support/organisers.ts';
import { fillCard, TEST_CARDS } from '../support/packages.ts';
import { snap } from '../support/screens.ts';

/** The billing month of now, as the server names it (Sydney time). */
const currentSydneyMonth = () =>
  new Intl.DateTimeFormat('en-AU', { month: 'long', year: 'numeric', timeZone: 'Australia/Sydney' }).format(new Date());

describe('SMS billing', () => {
  const journey = useJourney();

  it('bills the SMS sent for an event, downloads the bill as CSV and prints it alone', async () => {
    const { page, baseUrl } = journey;
    await becomeMonthlyProMember(journey, 'sms-billing');
    await page.goto('/sms-billing');
    await page.getByRole('heading', { name: 'No bill yet' }).waitFor();

    const eventId = await createEventViaApi(page, { name: 'Harbour Lights Gala', options: { microsite: 1 } });
    const uuid = await eventUuidOf(page, eventId);
    const booth = await signInBooth(baseUrl, uuid, '1234');
    const item = await booth.upload(await photoCapture('Cheers', '#1c7ed6'));
    // Two guests share the item by SMS through the public gallery's call.
    for (const phone of ['+61 411 222 331', '+61 411 222 332']) {
      await guestApiFrom(`10.9.8.${phone.at(-1)}`).call(sharingEndpoints.shareByMessage, {
        body: { event_id: eventId, media_id: item.id, sharing_platform: 'sms', phone },
      });
    }

    // Deliveries run in the background; the bill counts them once they are sent.
    const month = currentSydneyMonth();
    const api = await organiserApi(page);
    const latestTotals = async () => {
      const [latest] = (await api.call(smsBillingEndpoints.periods)).periods;
      return latest ? (await api.call(smsBillingEndpoints.bill, { params: { period: latest.period } })).totals : null;
    };
    await expect.poll(async () => (await latestTotals())?.messages ?? 0, { timeout: 15_000 }).toBe(2);

    const totals = await latestTotals();
    if (!totals) throw new Error('no SMS bill');
    // Each SMS is the default text and the item's link: one segment or more, 8 cents each.
    expect(totals.amount).toBeCloseTo(totals.segments * 0.08, 5);
    const amount = totals.amount.toFixed(2);

    await page.reload();
    const bill = page.getByRole('region', { name: `SMS bill · ${month}` });
    await bill.waitFor();
    const galaRow = bill.getByRole('row').filter({ hasText: 'Harbour Lights Gala' });
    await expect
      .poll(() => galaRow.getByRole('cell').allInnerTexts())
      .toEqual(['Harbour Lights Gala', '2', String(totals.segments), `$${amount}`]);
    await expectText(journey, `Total due: $${amount} AUD`);
    await snap(page, 'sms-billing');

    const downloadStarted = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloadStarted;
    expect(download.suggestedFilename()).toMatch(/^sms-bill-\d{4}-\d{2}\.csv$/);
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    expect(csv).toContain('Bill,Period,Event,Messages,Segments,Price per segment (AUD),Amount (AUD)');
    expect(csv).toContain(`,Harbour Lights Gala,2,${totals.segments},0.08,${amount}\r\n`);
    expect(csv).toContain(`,Total,2,${totals.segments},,${amount}\r\n`);

    await page.emulateMedia({ media: 'print' });
    await expect.poll(() => page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    await expect.poll(() => page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    await expect.poll(() => bill.isVisible()).toBe(true);
    await snap(page, 'sms-billing-print');
    await page.emulateMedia({ media: 'screen' });

    await page.setViewportSize({ width: 390, height: 844 });
    await snap(page, 'sms-billing-phone');
  });
});

describe('buying the Data Capture add-on', () => {
  const journey = useJourney();

  it('buys data capture for a plan without it with a test card and lands on data capture', async () => {
    const { page } = journey;
    await becomeMember(journey, 'data-capture-addon', 'Monthly Basic');
    const before = await (await organiserApi(page)).call(accountEndpoints.user);
    expect(before.user.plan_features.data_capture).toBe(false);

    // Data capture is not in the plan: its screen leads to the add-on.
    await page.goto('/data-capture');
    await page.waitForURL('**/data-capture/payment');
    await expectText(journey, 'Data Capture add-on');
    await expectText(journey, '$29 AUD');
    await snap(page, 'data-capture-payment');

    await fillCard(page, TEST_CARDS.declined);
    await page.getByRole('button', { name: 'Purchase Data' }).click();
    await page.getByRole('alert').filter({ hasText: MESSAGES.cardDeclined }).waitFor();

    await fillCard(page, TEST_CARDS.succeeds);
    await page.getByRole('button', { name: 'Purchase Data' }).click();
    await page.waitForURL('**/data-capture/payment/success');
    await expectText(journey, MESSAGES.paymentSuccessful);
    await expectText(journey, MESSAGES.paymentReceived);
    await snap(page, 'data-capture-payment-success');
    await page.waitForURL((url) => url.pathname === '/data-capture', { timeout: 6000 });
    // Unlocked: the screen stays, with its trend and its (empty) list of events.
    await page.getByRole('heading', { name: 'Data Collection' }).waitFor();
    await page.getByRole('region', { name: 'Events' }).getByText('There is no items to show').waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/data-capture');
    await snap(page, 'data-capture-unlocked');

    const after = await (await organiserApi(page)).call(accountEndpoints.user);
    expect(after.user.plan_features).toMatchObject({
      data_capture: true,
      form_builder: true,
    });
    await page.goto('/data-capture/payment');
    await expectText(journey, MESSAGES.dataCaptureIncluded);
  });
});
