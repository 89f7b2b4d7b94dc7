import { accountEndpoints, accountSettingsEndpoints, boothEndpoints } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOTH_ADDRESS, BOOTH_PASSWORD, postBoothSession, signInBooth } from '../../test/booth-client.ts';
import { callApp, errorOf, replyOf } from '../../test/call-app.ts';
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
      const saved = await client().call(owner, accountSettingsEndpoints.saveMemberSettings, {
        body: { name: 'exit_app', ...settings },
      });
      expect(saved.statusCode).toBe(200);
    }
    const { uuid } = await client().show(owner, await client().finalEvent(owner));
    return { owner, uuid, token: await signInBooth(t.app, uuid) };
  }
  const checkPin = (token: string, pin: string) =>
    callApp(t.app, boothEndpoints.exitPin, { token, body: { pin }, remoteAddress: BOOTH_ADDRESS });
  const validity = async (token: string, pin: string) => {
    const reply = await checkPin(token, pin);
    expect(reply.statusCode, reply.body).toBe(200);
    return replyOf(reply).valid;
  };
  const readExitApp = async (token: string) => replyOf(await callApp(t.app, boothEndpoints.event, { token })).exit_app;

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('tells the booth Exit From App is on, without the PIN, and accepts only the member’s PIN', async () => {
    const { uuid, token } = await boothOf({ active_status: 1, password: PIN });
    const event = await callApp(t.app, boothEndpoints.event, { token });
    expect(replyOf(event).exit_app).toBe(1);
    expect(event.body).not.toContain(PIN);
    expect(event.body).not.toContain('argon2');
    const signedIn = await postBoothSession(t.app, { uuid, password: BOOTH_PASSWORD });
    expect(replyOf(signedIn).event.exit_app).toBe(1);

    expect(await checkPin(token, PIN).then(replyOf)).toEqual({ valid: true });
    expect(await validity(token, '1234')).toBe(false);
    const malformed = await checkPin(token, '48a1');
    expect(malformed.statusCode).toBe(422);
    expect(errorOf(malformed, 422).errors).toEqual({ pin: [MESSAGES.adminPasswordDigits] });
  });

  it('accepts no PIN while Exit From App is off or none is set', async () => {
    const neverSet = await boothOf();
    expect(await readExitApp(neverSet.token)).toBe(0);
    expect(await validity(neverSet.token, PIN)).toBe(false);

    const switchedOff = await boothOf({ active_status: 1, password: PIN });
    await client().call(switchedOff.owner, accountSettingsEndpoints.saveMemberSettings, {
      body: { name: 'exit_app', active_status: 0, password: '' },
    });
    expect(await readExitApp(switchedOff.token)).toBe(0);
    expect(await validity(switchedOff.token, PIN)).toBe(false);
  });

  it('grants nothing: a right PIN opens no organiser call, and an organiser’s token opens no booth call', async () => {
    const { owner, token } = await boothOf({ active_status: 1, password: PIN });
    expect(await validity(token, PIN)).toBe(true);
    const asOrganiser = await callApp(t.app, accountEndpoints.user, { token });
    expect(asOrganiser.statusCode).toBe(401);
    const organiserToken = await checkPin(owner.token, PIN);
    expect(organiserToken.statusCode).toBe(401);
    expect(errorOf(organiserToken, 401)).toEqual({ message: MESSAGES.unauthenticated });
  });

  it('stops a booth guessing, clears its count on the right PIN, and caps the event across sessions', async () => {
    const { uuid, token } = await boothOf({ active_status: 1, password: PIN });
    const perSession = EXIT_PIN_RATE_LIMITS.perSession.limit;
    for (let i = 0; i < perSession - 1; i++) expect(await validity(token, '0000')).toBe(false);
    expect(await validity(token, PIN)).toBe(true);
    for (let i = 0; i < perSession; i++) expect(await validity(token, '0000')).toBe(false);
    const refused = await checkPin(token, PIN);
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused, 429)).toEqual({ message: MESSAGES.tooManyRequests, retry_after: expect.any(Number) });

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
