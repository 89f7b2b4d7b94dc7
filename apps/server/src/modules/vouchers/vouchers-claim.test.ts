import { analyticsEndpoints, incentiveOfferEndpoints, VOUCHER_MESSAGES } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nextVisitorAddress } from '../../test/accounts-client.ts';
import { BOOTH_PASSWORD } from '../../test/booth-client.ts';
import { callApp, errorOf, replyOf } from '../../test/call-app.ts';
import { DAY_MS, utcWallTime } from '../../test/events-client.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';
import {
  claimVoucher,
  clientOf,
  getVoucherDetails,
  postVoucher,
  VOUCHER_DESCRIPTION,
  type VoucherEvent,
  voucherEvent,
} from '../../test/vouchers-client.ts';
import { VOUCHER_RATE_LIMITS } from './voucher-rate-limits.ts';

type Issued = { uuid: string; voucher_no: string; expires_at: string };

/**
 * Voucher pages per address, counted to a smaller number than production's 300 so the test that
 * reaches it reads tens of pages (production's is pinned in production-costs.test.ts).
 */
const PAGES_PER_ADDRESS = { ...VOUCHER_RATE_LIMITS.pagePerAddress, limit: 20 };

describe.each(TEST_DIALECTS)('a voucher’s page and its claim on %s', (dialect) => {
  let t: TestApp;
  let event: VoucherEvent;
  let voucher: Issued;
  /** The address the test's guest reads the voucher page from. */
  let guest: string;

  const details = (
    parts: Partial<{ eventId: number | string; uuid: string; voucherNo: string }> = {},
    address = guest,
  ) =>
    getVoucherDetails(
      t.app,
      { eventId: event.eventId, uuid: voucher.uuid, voucherNo: voucher.voucher_no, ...parts },
      address,
    );
  const expire = () =>
    t.app.platform.database.db
      .updateTable('vouchers')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('uuid', '=', voucher.uuid)
      .execute();

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { rateLimitRules: [PAGES_PER_ADDRESS] });
  });
  afterAll(() => t.close());
  // Each test has an event, a voucher and a guest of its own.
  beforeEach(async () => {
    guest = nextVisitorAddress();
    event = await voucherEvent(t);
    voucher = replyOf(await postVoucher(t.app, event.token, { offer_id: event.offers.drink })).voucher;
  });

  it('shows an available voucher: its offer, expiry, number and the event’s offer text', async () => {
    const reply = await details();
    expect(reply.statusCode).toBe(200);
    expect(replyOf(reply).qr_code_details).toEqual({
      user_name: '',
      offer_name: 'Free drink',
      expire_in: voucher.expires_at.slice(0, 16).replace('T', ' '),
      expires_at: voucher.expires_at,
      owner_name: expect.any(String),
      // Its guests' data page is named by it.
      event_uuid: event.uuid,
      voucher: voucher.voucher_no,
      description: VOUCHER_DESCRIPTION,
      voucher_id: voucher.uuid,
      is_used: 0,
      state: 'available',
      languages: ['en'],
      default_language: 'en',
      time_zone: expect.any(String),
    });
  });

  it('answers an unknown voucher and every mismatched address alike', async () => {
    const other = await voucherEvent(t);
    const theirs: Issued = replyOf(await postVoucher(t.app, other.token, { offer_id: other.offers.drink })).voucher;
    const misses = await Promise.all([
      details({ uuid: crypto.randomUUID() }),
      details({ voucherNo: 'ABCDEFGHJKMN' }),
      details({ voucherNo: theirs.voucher_no }),
      details({ eventId: other.eventId }),
      details({ uuid: theirs.uuid }),
      details({ eventId: 'x' }),
      details({ eventId: `0${event.eventId}` }),
    ]);
    for (const miss of misses) {
      expect(miss.statusCode).toBe(404);
      expect(errorOf(miss, 404)).toEqual({ message: VOUCHER_MESSAGES.notFound });
    }
  });

  it('limits how many voucher pages one address reads', async () => {
    const { limit } = PAGES_PER_ADDRESS;
    const address = nextVisitorAddress();
    for (let i = 0; i < limit; i++) await details({ uuid: crypto.randomUUID() }, address);
    const refused = await details({}, address);
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused, 429)).toEqual({ message: MESSAGES.tooManyRequests, retry_after: expect.any(Number) });
    expect((await details({}, nextVisitorAddress())).statusCode).toBe(200);
  });

  it('claims with the staff PIN once; the page then shows it claimed and a second claim is refused', async () => {
    const claimed = await claimVoucher(t.app, voucher.uuid, BOOTH_PASSWORD);
    expect(claimed.statusCode).toBe(200);
    expect(replyOf(claimed)).toEqual({ message: VOUCHER_MESSAGES.claimed });
    const page = replyOf(await details()).qr_code_details;
    expect(page).toMatchObject({ is_used: 1, state: 'claimed' });

    const again = await claimVoucher(t.app, voucher.uuid, BOOTH_PASSWORD);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again, 409)).toEqual({ message: VOUCHER_MESSAGES.alreadyClaimed });
  });

  it('lets exactly one of 20 simultaneous claims succeed', async () => {
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, index) => claimVoucher(t.app, voucher.uuid, BOOTH_PASSWORD, `192.0.2.${index}`)),
    );
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const rows = await t.app.platform.database.db
      .selectFrom('vouchers')
      .select('claimed_at')
      .where('uuid', '=', voucher.uuid)
      .execute();
    expect(rows[0]?.claimed_at).not.toBeNull();
  });

  it('answers a wrong PIN and an unknown voucher alike, and malformed PINs with the form’s message', async () => {
    const wrong = await claimVoucher(t.app, voucher.uuid, '0000');
    const unknown = await claimVoucher(t.app, crypto.randomUUID(), BOOTH_PASSWORD);
    expect(wrong.statusCode).toBe(422);
    expect(errorOf(wrong, 422)).toEqual({
      message: VOUCHER_MESSAGES.wrongPin,
      errors: { password: [VOUCHER_MESSAGES.wrongPin] },
    });
    expect(unknown.statusCode).toBe(422);
    expect(errorOf(unknown, 422)).toEqual(errorOf(wrong, 422));
    const malformed = await claimVoucher(t.app, voucher.uuid, '12a');
    expect(malformed.statusCode).toBe(422);
    expect(errorOf(malformed, 422).errors).toEqual({ password: [MESSAGES.adminPasswordDigits] });
    expect(replyOf(await details()).qr_code_details.state).toBe('available');
  });

  it('expires with its offer: the page says so and it cannot be claimed', async () => {
    await expire();
    expect(replyOf(await details()).qr_code_details).toMatchObject({ state: 'expired', is_used: 0 });
    const reply = await claimVoucher(t.app, voucher.uuid, BOOTH_PASSWORD);
    expect(reply.statusCode).toBe(409);
    expect(errorOf(reply, 409)).toEqual({ message: VOUCHER_MESSAGES.expired });
  });

  it('keeps working after its offer is removed from the offers step', async () => {
    const { eventId, owner, offers } = event;
    const saved = await clientOf(t).call(owner, incentiveOfferEndpoints.save, {
      body: {
        eventId,
        description: VOUCHER_DESCRIPTION,
        incentive_offer: [
          { id: offers.print, offer_name: 'Photo print', uses_limit: 20, expire_in: utcWallTime(10 * DAY_MS) },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(replyOf(saved).data.incentive_offer?.map((offer) => offer.id)).toEqual([offers.print]);

    expect(replyOf(await details()).qr_code_details).toMatchObject({
      offer_name: 'Free drink',
      expires_at: voucher.expires_at,
      state: 'available',
    });
    expect(replyOf(await claimVoucher(t.app, voucher.uuid, BOOTH_PASSWORD))).toEqual({
      message: VOUCHER_MESSAGES.claimed,
    });
    expect(replyOf(await details()).qr_code_details.state).toBe('claimed');
  });

  it('shows a voucher claimed on its page in the event’s analytics funnel', async () => {
    const funnel = async () => {
      const reply = await callApp(t.app, analyticsEndpoints.funnel, {
        token: event.owner.token,
        params: { id: event.eventId },
      });
      expect(reply.statusCode).toBe(200);
      return replyOf(reply).funnel.vouchers_claimed;
    };
    await postVoucher(t.app, event.token, { offer_id: event.offers.print });
    expect(await funnel()).toBe(0);
    expect((await claimVoucher(t.app, voucher.uuid, BOOTH_PASSWORD)).statusCode).toBe(200);
    expect(await funnel()).toBe(1);
  });
});
