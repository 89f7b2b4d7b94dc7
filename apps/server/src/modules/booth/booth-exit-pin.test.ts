import { MESSAGES } from '@boothdeck/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BOOTH_ADDRESS,
  BOOTH_PASSWORD,
  boothGet,
  boothHeaders,
  postBoothSession,
  signInBooth,
} from '../../test/booth-client.ts';
import { eventsClient } from '../../test/events-client.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';
import { EXIT_PIN_RATE_LIMITS } from './booth-rate-limits.ts';

const PIN = '4821';

describe.each(TEST_DIALECTS)('the booth’s exit PIN on %s', (dialect) => {
  let t: TestApp;
  const client = () => eventsClient(t.app, t.config.dataDir, t.config.appUrl);

  /** An organiser with an event, their member settings saved as given, and a booth signed in to it. */
  async function boothOf(settings?: { active_status: 0 | 1; password: string }) {
    const owner = await client().organiser();
    if (settings) {
      const saved = await client().post(owner, 'member-settings', { name: 'exit_app', ...settings });
      expect(saved.statusCode).toBe(200);
    }
    const uuid = (await client().show(owner, await client().finalEvent(owner))).uuid as string;
    return { owner, uuid, token: await signInBooth(t.app, uuid) };
  }
  const checkPin = (token: string, pin: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/booth/exit-pin',
      headers: boothHeaders(token),
      payload: { pin },
      remoteAddress: BOOTH_ADDRESS,
    });
  const validity = async (token: string, pin: string) => {
    const reply = await checkPin(token, pin);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json().valid as boolean;
  };
  const readExitApp = async (token: string) => (await boothGet(t.app, token, 'booth/event')).json().exit_app;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('tells the booth Exit From App is on, without the PIN, and accepts only the member’s PIN', async () => {
    const { uuid, token } = await boothOf({ active_status: 1, password: PIN });
    const event = await boothGet(t.app, token, 'booth/event');
    expect(event.json().exit_app).toBe(1);
    expect(event.body).not.toContain(PIN);
    expect(event.body).not.toContain('argon2');
    const signedIn = await postBoothSession(t.app, { uuid, password: BOOTH_PASSWORD });
    expect(signedIn.json().event.exit_app).toBe(1);

    expect(await checkPin(token, PIN).then((reply) => reply.json())).toEqual({ valid: true });
    expect(await validity(token, '1234')).toBe(false);
    const malformed = await checkPin(token, '48a1');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors).toEqual({ pin: [MESSAGES.adminPasswordDigits] });
  });

  it('accepts no PIN while Exit From App is off or none is set', async () => {
    const neverSet = await boothOf();
    expect(await readExitApp(neverSet.token)).toBe(0);
    expect(await validity(neverSet.token, PIN)).toBe(false);

    const switchedOff = await boothOf({ active_status: 1, password: PIN });
    await client().post(switchedOff.owner, 'member-settings', { name: 'exit_app', active_status: 0, password: '' });
    expect(await readExitApp(switchedOff.token)).toBe(0);
    expect(await validity(switchedOff.token, PIN)).toBe(false);
  });

  it('grants nothing: a right PIN opens no organiser call, and an organiser’s token opens no booth call', async () => {
    const { owner, token } = await boothOf({ active_status: 1, password: PIN });
    expect(await validity(token, PIN)).toBe(true);
    const asOrganiser = await t.app.inject({ url: '/api/v1/user', headers: boothHeaders(token) });
    expect(asOrganiser.statusCode).toBe(401);
    const organiserToken = await checkPin(owner.token, PIN);
    expect(organiserToken.statusCode).toBe(401);
    expect(organiserToken.json()).toEqual({ message: MESSAGES.unauthenticated });
  });

  it('stops a booth guessing, clears its count on the right PIN, and caps the event across sessions', async () => {
    const { uuid, token } = await boothOf({ active_status: 1, password: PIN });
    const perSession = EXIT_PIN_RATE_LIMITS.perSession.limit;
    for (let i = 0; i < perSession - 1; i++) expect(await validity(token, '0000')).toBe(false);
    expect(await validity(token, PIN)).toBe(true);
    for (let i = 0; i < perSession; i++) expect(await validity(token, '0000')).toBe(false);
    const refused = await checkPin(token, PIN);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: MESSAGES.tooManyRequests, retry_after: expect.any(Number) });

    // Signing in again gives a new session, but the event's own count goes on.
    let guessed = 2 * perSession - 1;
    while (guessed < EXIT_PIN_RATE_LIMITS.perEvent.limit) {
      const again = await signInBooth(t.app, uuid);
      const tries = Math.min(perSession, EXIT_PIN_RATE_LIMITS.perEvent.limit - guessed);
      for (let i = 0; i < tries; i++) expect(await validity(again, '0000')).toBe(false);
      guessed += tries;
    }
    expect((await checkPin(await signInBooth(t.app, uuid), PIN)).statusCode).toBe(429);
    const elsewhere = await boothOf({ active_status: 1, password: PIN });
    expect(await validity(elsewhere.token, PIN)).toBe(true);
  });
});
