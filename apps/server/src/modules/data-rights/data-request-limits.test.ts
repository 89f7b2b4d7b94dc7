/**
 * The limits on guests' data requests count failures, not successes: guests behind one address
 * (a venue's Wi-Fi) each get their code and open their data, while a caller asking about
 * addresses the event holds nothing under is refused once it has made the limit's worth, alike
 * whether the next address it asks about is held or not.
 */
import { DATA_RIGHTS_MESSAGES } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, replyOf } from '../../test/call-app.ts';
import { dataRightsEvent, guestDataCalls, newGuest } from '../../test/data-rights-setup.ts';
import { freshAddress } from '../../test/sharing-setup.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';
import { DATA_RIGHTS_RATE_LIMITS } from './data-rights-limits.ts';

const UNCONFIRMED = DATA_RIGHTS_RATE_LIMITS.unconfirmedRequestsPerAddress.limit;

describe.each(TEST_DIALECTS)('limits on guests’ data requests on %s', (dialect) => {
  let t: TestApp;
  let event: Awaited<ReturnType<typeof dataRightsEvent>>;
  let calls: ReturnType<typeof guestDataCalls>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    event = await dataRightsEvent(t);
    calls = guestDataCalls(t, event.uuid);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lets twenty guests behind one address each get their code and open their data', async () => {
    const venue = freshAddress();
    for (let index = 0; index < 20; index += 1) {
      const guest = newGuest();
      await event.visit(guest);
      const requested = await calls.request(guest.email, venue);
      expect(requested.statusCode).toBe(200);
      const confirmed = await calls.confirm(
        replyOf(requested).request_id,
        await calls.codeMailedTo(guest.email),
        venue,
      );
      expect(replyOf(confirmed).holdings.leads).toBe(1);
    }
  });

  it('refuses a caller probing addresses the event holds nothing under once it reaches the limit', async () => {
    const prober = freshAddress();
    for (let index = 0; index < UNCONFIRMED; index += 1) {
      const reply = replyOf(await calls.request(newGuest().email, prober));
      expect(reply.message).toBe(DATA_RIGHTS_MESSAGES.codeSent);
    }
    expect(errorOf(await calls.request(newGuest().email, prober), 429).message).toBe(MESSAGES.tooManyRequests);
    // Refused alike for an address the event holds: the refusal tells nothing about whose it has.
    const guest = newGuest();
    await event.visit(guest);
    expect((await calls.request(guest.email, prober)).statusCode).toBe(429);
    // Another caller is not held by the prober's failures.
    expect((await calls.request(guest.email, freshAddress())).statusCode).toBe(200);
  });

  it('refuses a caller’s wrong codes past the limit, never counting its right ones', async () => {
    const caller = freshAddress();
    const limit = DATA_RIGHTS_RATE_LIMITS.wrongCodesPerAddress.limit;
    // Guests mistyping four codes each (a fifth would close the request), then typing theirs.
    for (let wrongs = 0; wrongs < limit; wrongs += 4) {
      const guest = newGuest();
      await event.visit(guest);
      const { request_id: requestId } = replyOf(await calls.request(guest.email));
      const code = await calls.codeMailedTo(guest.email);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let index = 0; index < 4; index += 1) {
        expect((await calls.confirm(requestId, wrong, caller)).statusCode).toBe(422);
      }
      const isLast = wrongs + 4 >= limit;
      expect((await calls.confirm(requestId, code, caller)).statusCode).toBe(isLast ? 429 : 200);
      if (isLast) expect((await calls.confirm(requestId, code)).statusCode).toBe(200);
    }
  });
});
