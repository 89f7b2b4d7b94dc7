import { MESSAGES } from '@boothdeck/contract/messages';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nextVisitorAddress } from '../../test/accounts-client.ts';
import { BOOTH_PASSWORD, postBoothSession } from '../../test/booth-client.ts';
import { errorOf } from '../../test/call-app.ts';
import { type EventsClient, eventsClient } from '../../test/events-client.ts';
import type { SignedIn } from '../../test/packages-client.ts';
import { createTestApp, rateLimitStoreConfig, TEST_RATE_LIMIT_SETUPS, type TestApp } from '../../test/test-app.ts';
import { BOOTH_RATE_LIMITS } from './booth-rate-limits.ts';

describe.each(TEST_RATE_LIMIT_SETUPS)(
  'rate limits on booth sign-in on $dialect, attempts in the $store',
  ({ dialect, store }) => {
    let t: TestApp;
    let client: EventsClient;
    let owner: SignedIn;
    // Each test has events and addresses of its own, so the counts of one never reach another.
    let uuid: string;
    let otherUuid: string;
    let attacker: string;
    let booth: string;

    const signIn = (eventUuid: string, password: string, address: string) =>
      postBoothSession(t.app, { uuid: eventUuid, password }, address);
    /** `count` wrong guesses at the event from the address, each refused as a wrong password. */
    async function guess(eventUuid: string, address: string, count: number) {
      for (let attempt = 0; attempt < count; attempt++) {
        expect((await signIn(eventUuid, '0000', address)).statusCode).toBe(401);
      }
    }

    beforeAll(async () => {
      t = await createTestApp(dialect, rateLimitStoreConfig(store));
      client = eventsClient(t.app, t.config.dataDir, t.config.appUrl);
      owner = await client.organiser();
    });
    afterAll(() => t.close());
    beforeEach(async () => {
      uuid = (await client.show(owner, await client.finalEvent(owner))).uuid;
      otherUuid = (await client.show(owner, await client.finalEvent(owner))).uuid;
      [attacker, booth] = [nextVisitorAddress(), nextVisitorAddress()];
    });

    it('stops an address guessing at one event, while the booth signs in from its own', async () => {
      await guess(uuid, attacker, BOOTH_RATE_LIMITS.perEventAndAddress.limit);
      const refused = await signIn(uuid, BOOTH_PASSWORD, attacker);
      expect(refused.statusCode).toBe(429);
      // The wait is until the first guess stops counting: the whole window, give or take a second.
      const windowSeconds = BOOTH_RATE_LIMITS.perEventAndAddress.windowMs / 1000;
      const wait = Number(refused.headers['retry-after']);
      expect(wait).toBeGreaterThan(windowSeconds - 60);
      expect(wait).toBeLessThanOrEqual(windowSeconds);
      expect(errorOf(refused, 429)).toEqual({ message: MESSAGES.tooManyRequests, retry_after: wait });

      expect((await signIn(uuid, BOOTH_PASSWORD, booth)).statusCode).toBe(200);
      expect((await signIn(otherUuid, BOOTH_PASSWORD, attacker)).statusCode).toBe(200);
    });

    it('caps guesses from one address across events', async () => {
      const { limit } = BOOTH_RATE_LIMITS.perAddress;
      for (let attempt = 0; attempt < limit; attempt++) {
        expect((await signIn(crypto.randomUUID(), BOOTH_PASSWORD, attacker)).statusCode).toBe(401);
      }
      expect((await signIn(uuid, BOOTH_PASSWORD, attacker)).statusCode).toBe(429);
      expect((await signIn(uuid, BOOTH_PASSWORD, booth)).statusCode).toBe(200);
    });

    it('caps guesses at one event across addresses, without holding back other events', async () => {
      const perAddress = BOOTH_RATE_LIMITS.perEventAndAddress.limit;
      const { limit } = BOOTH_RATE_LIMITS.perEvent;
      for (let guessed = 0; guessed < limit; guessed += perAddress) {
        await guess(uuid, nextVisitorAddress(), Math.min(perAddress, limit - guessed));
      }
      expect((await signIn(uuid, BOOTH_PASSWORD, booth)).statusCode).toBe(429);
      expect((await signIn(otherUuid, BOOTH_PASSWORD, booth)).statusCode).toBe(200);
    });

    it('never refuses booths behind one address signing in again and again, while still counting guesses', async () => {
      const { limit } = BOOTH_RATE_LIMITS.perAddress;
      // Twenty booths at one venue, each signing in again after every drop of the Wi-Fi.
      for (let round = 0; round <= limit; round++) {
        expect((await signIn(uuid, BOOTH_PASSWORD, booth)).statusCode).toBe(200);
      }
      expect(BOOTH_RATE_LIMITS.perEvent.limit).toBeLessThan(limit);
      await guess(uuid, booth, BOOTH_RATE_LIMITS.perEventAndAddress.limit);
      expect((await signIn(uuid, '0000', booth)).statusCode).toBe(429);
    });

    it('clears an address’s failed tries at an event once it signs in', async () => {
      const { limit } = BOOTH_RATE_LIMITS.perEventAndAddress;
      await guess(uuid, booth, limit - 1);
      expect((await signIn(uuid, BOOTH_PASSWORD, booth)).statusCode).toBe(200);
      await guess(uuid, booth, limit);
    });
  },
);
