/**
 * A guest's voucher: a booth gives it out, the guest opens its page on a phone, and staff claim it
 * there with the event's admin password (a wrong PIN first). An expired voucher's page says so.
 */
import path from 'node:path';
import { incentiveOfferEndpoints } from '@boothdeck/contract';
import { VOUCHER_MESSAGES } from '@boothdeck/contract/voucher-texts';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { organiserApi } from '../support/api.ts';
import { type Booth, signInBooth } from '../support/booth.ts';
import { createEventViaApi, eventUuidOf, wallTimeIn } from '../support/events.ts';
import { type Journey, useJourney } from '../support/journey.ts';
import { becomeMonthlyProMember } from '../support/organisers.ts';
import { snap } from '../support/screens.ts';

const PHONE = { width: 390, height: 844 };

/** An event giving out one offer, its booth signed in, and the offer's id. The organiser stays signed in. */
async function boothWithOffer(journey: Journey): Promise<{ booth: Booth; offerId: number }> {
  const { page, baseUrl } = journey;
  await becomeMonthlyProMember(journey, 'vouchers');
  const eventId = await createEventViaApi(page, {
    name: 'Harbour Launch Party',
    timeZone: 'UTC',
    features: { gallery: 1, sharing: 1, offer: 1 },
    options: { incentive_offer: 1 },
  });
  const offered = await (await organiserApi(page)).call(incentiveOfferEndpoints.save, {
    body: {
      eventId,
      description: 'Show this voucher at the bar for one free coffee.',
      incentive_offer: [{ offer_name: 'Free coffee', uses_limit: 10, expire_in: wallTimeIn('UTC', 3 * 24 * 60) }],
    },
  });
  const [offer] = offered.data.incentive_offer;
  const uuid = await eventUuidOf(page, eventId);
  return { booth: await signInBooth(baseUrl, uuid, '1234'), offerId: offer?.id ?? 0 };
}

/** Opens a voucher's page as a guest on a phone: no session, the address from its link. */
async function openAsGuest(page: Page, pageUrl: string) {
  await page.evaluate(() => window.localStorage.clear());
  await page.setViewportSize(PHONE);
  await page.goto(new URL(pageUrl).pathname);
  await page.getByRole('heading', { name: 'Free coffee' }).waitFor();
}

/** Moves a voucher's expiry into the past, straight in the server's SQLite file. */
function expireVoucher(dataDir: string, uuid: string) {
  const database = new Database(path.join(dataDir, 'boothdeck.sqlite'));
  try {
    const past = new Date(Date.now() - 60_000).toISOString();
    database.prepare('UPDATE vouchers SET expires_at = ? WHERE uuid = ?').run(past, uuid);
  } finally {
    database.close();
  }
}

describe('vouchers', () => {
  const journey = useJourney();

  it('a guest’s voucher counts down on their phone, and staff claim it with the PIN', async () => {
    const { page } = journey;
    const { booth, offerId } = await boothWithOffer(journey);
    const voucher = await booth.voucher({ offer_id: offerId, client_id: 'journey-voucher-1' });
    await openAsGuest(page, voucher.page_url);

    await page.getByText(VOUCHER_MESSAGES.warning).waitFor();
    await page.getByRole('img', { name: 'QR code of this voucher' }).waitFor();
    await page.getByText(voucher.voucher_no).waitFor();
    await page.getByText('Show this voucher at the bar for one free coffee.').waitFor();
    const countdown = page.getByTestId('voucher-countdown');
    await expect.poll(() => countdown.textContent()).toMatch(/Expires in 2d 23:5\d:\d\d/);
    // It ticks: the text moves on from what it said a moment ago.
    const before = await countdown.textContent();
    await expect.poll(() => countdown.textContent()).not.toBe(before);
    await snap(page, 'voucher-available-phone');

    const pin = page.getByLabel('Staff PIN');
    await pin.fill('0000');
    await page.getByRole('button', { name: 'Claim' }).click();
    await page.getByText(VOUCHER_MESSAGES.wrongPin).waitFor();
    await snap(page, 'voucher-wrong-pin-phone');

    await pin.fill('1234');
    await page.getByRole('button', { name: 'Claim' }).click();
    await page.getByText(VOUCHER_MESSAGES.claimed).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Claim' }).count()).toBe(0);
    await snap(page, 'voucher-claimed-phone');

    // Opened again (by the guest, or a second tap), the voucher is spent.
    await page.reload();
    await page.getByText(VOUCHER_MESSAGES.alreadyClaimed).waitFor();
    await expect.poll(() => page.getByLabel('Staff PIN').count()).toBe(0);
  });

  it('an expired voucher’s page says so and offers no claim', async () => {
    const { page, dataDir } = journey;
    const { booth, offerId } = await boothWithOffer(journey);
    const voucher = await booth.voucher({ offer_id: offerId });
    expireVoucher(dataDir, voucher.uuid);
    await openAsGuest(page, voucher.page_url);
    await page.getByText(VOUCHER_MESSAGES.expired).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Claim' }).count()).toBe(0);
    await expect.poll(() => page.getByTestId('voucher-countdown').count()).toBe(0);
    await snap(page, 'voucher-expired-phone');
  });
});
