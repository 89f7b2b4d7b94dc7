import { VOUCHER_MESSAGES } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOTH_PASSWORD } from '../../test/booth-client.ts';
import { errorOf, replyOf } from '../../test/call-app.ts';
import { createTestApp, rateLimitStoreConfig, TEST_RATE_LIMIT_SETUPS, type TestApp } from '../../test/test-app.ts';
import { claimVoucher, postVoucher, type VoucherEvent, voucherEvent } from '../../test/vouchers-client.ts';
import { VOUCHER_RATE_LIMITS } from './voucher-rate-limits.ts';

const WRONG_PIN = '0000';

describe.each(TEST_RATE_LIMIT_SETUPS)(
  'limits on claiming vouchers on $dialect, attempts in the $store',
  ({ dialect, store }) => {
    let t: TestApp;

    /** `count` vouchers of the event's 'Photo print' offer, as its booth gives them out. */
    async function issue(event: VoucherEvent, count: number): Promise<string[]> {
      const uuids: string[] = [];
      for (let i = 0; i < count; i++) {
        const reply = await postVoucher(t.app, event.token, { offer_id: event.offers.print });
        expect(reply.statusCode, reply.body).toBe(200);
        uuids.push(replyOf(reply).voucher.uuid);
      }
      return uuids;
    }
    const statusOf = async (uuid: string, pin: string, address: string) =>
      (await claimVoucher(t.app, uuid, pin, address)).statusCode;

    beforeAll(async () => {
      t = await createTestApp(dialect, rateLimitStoreConfig(store));
    });
    afterAll(() => t.close());

    it('serves a busy venue: 60 claims from one address all go through', async () => {
      const venue = '203.0.113.80';
      const event = await voucherEvent(t, { printUses: 61 });
      const [spare, ...vouchers] = await issue(event, 61);
      for (const uuid of vouchers) {
        const reply = await claimVoucher(t.app, uuid, BOOTH_PASSWORD, venue);
        expect(replyOf(reply)).toEqual({ message: VOUCHER_MESSAGES.claimed });
      }
      // A voucher claimed twice, with the right PIN, is refused for that reason only.
      expect(await statusOf(vouchers[0] as string, BOOTH_PASSWORD, venue)).toBe(409);
      expect(await statusOf(spare as string, BOOTH_PASSWORD, venue)).toBe(200);
    });

    it('slows down PIN guessing through one voucher, from any address', async () => {
      const event = await voucherEvent(t);
      const [uuid = ''] = await issue(event, 1);
      const { limit } = VOUCHER_RATE_LIMITS.failedClaimsPerVoucher;
      for (let i = 0; i < limit; i++) expect(await statusOf(uuid, String(1000 + i), `192.0.2.${i}`)).toBe(422);
      const refused = await claimVoucher(t.app, uuid, BOOTH_PASSWORD, '192.0.2.200');
      expect(refused.statusCode).toBe(429);
      expect(errorOf(refused, 429)).toEqual({ message: MESSAGES.tooManyRequests, retry_after: expect.any(Number) });
    });

    it('caps wrong PINs across the vouchers of one event, from any address, and leaves other events alone', async () => {
      const event = await voucherEvent(t, { printUses: 40 });
      const other = await voucherEvent(t);
      const { limit } = VOUCHER_RATE_LIMITS.failedPinsPerEvent;
      const vouchers = await issue(event, limit + 1);
      for (let i = 0; i < limit; i++)
        expect(await statusOf(vouchers[i] as string, WRONG_PIN, `198.51.100.${i}`)).toBe(422);
      const refused = await claimVoucher(t.app, vouchers[limit] as string, BOOTH_PASSWORD, '198.51.100.250');
      expect(refused.statusCode).toBe(429);
      expect(errorOf(refused, 429)).toEqual({ message: MESSAGES.tooManyRequests, retry_after: expect.any(Number) });
      const [elsewhere = ''] = await issue(other, 1);
      expect(await statusOf(elsewhere, BOOTH_PASSWORD, '198.51.100.250')).toBe(200);
    });

    it('counts wrong PINs and unknown vouchers alike per address, and nothing else', async () => {
      const attacker = '198.51.100.77';
      const event = await voucherEvent(t);
      const [target = '', innocent = ''] = await issue(event, 2);
      const { limit } = VOUCHER_RATE_LIMITS.failedClaimsPerAddress;
      const wrongPins = VOUCHER_RATE_LIMITS.failedPinsPerEvent.limit / 2;
      for (let i = 0; i < wrongPins; i++) expect(await statusOf(target, WRONG_PIN, attacker)).toBe(422);
      for (let i = wrongPins; i < limit; i++)
        expect(await statusOf(crypto.randomUUID(), BOOTH_PASSWORD, attacker)).toBe(422);
      expect(await statusOf(innocent, BOOTH_PASSWORD, attacker)).toBe(429);
      expect(await statusOf(innocent, BOOTH_PASSWORD, '198.51.100.78')).toBe(200);
    });
  },
);
