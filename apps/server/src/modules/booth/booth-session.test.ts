import { accountEndpoints, BOOTH_MESSAGES, boothEndpoints, eventEndpoints } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOTH_PASSWORD, postBoothSession, signInBooth } from '../../test/booth-client.ts';
import { callApp, errorOf, replyOf } from '../../test/call-app.ts';
import { DAY_MS, type EventsClient, eventsClient, HOUR_MS } from '../../test/events-client.ts';
import type { SignedIn } from '../../test/packages-client.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';

describe.each(TEST_DIALECTS)('booth sign-in and sessions on %s', (dialect) => {
  let t: TestApp;
  let client: EventsClient;
  let owner: SignedIn;
  let eventId: number;
  let uuid: string;

  const boothEvent = (token: string) => callApp(t.app, boothEndpoints.event, { token });
  /** Moves the (five-hour) event to end so many milliseconds from now, as if time had passed. */
  const endEventAt = (fromNowMs: number) =>
    t.app.platform.database.db
      .updateTable('events')
      .set({
        start_at: new Date(Date.now() + fromNowMs - 5 * HOUR_MS).toISOString(),
        end_at: new Date(Date.now() + fromNowMs).toISOString(),
      })
      .where('id', '=', eventId)
      .execute();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    client = eventsClient(t.app, t.config.dataDir, t.config.appUrl);
    owner = await client.organiser();
  });
  afterAll(() => t.close());
  // Each test has an event of its own to sign booths in to, change and remove.
  beforeEach(async () => {
    eventId = await client.finalEvent(owner);
    uuid = (await client.show(owner, eventId)).uuid;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('signs a booth in with the event’s uuid and admin password, and its token reads the event', async () => {
    const reply = await postBoothSession(t.app, { uuid, password: BOOTH_PASSWORD });
    expect(reply.statusCode).toBe(200);
    const { token, event } = replyOf(reply);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(event).toMatchObject({ id: eventId, uuid, event_name: 'Harbour Launch Party', state: 'upcoming' });
    expect(event.options).not.toHaveProperty('password');

    const read = await boothEvent(token);
    expect(read.statusCode).toBe(200);
    expect(replyOf(read)).toEqual(event);
    const stored = await t.app.platform.database.db.selectFrom('booth_sessions').selectAll().execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
  });

  it('answers a wrong password and an unknown event alike', async () => {
    const wrong = await postBoothSession(t.app, { uuid, password: '0000' });
    const unknown = await postBoothSession(t.app, { uuid: crypto.randomUUID(), password: BOOTH_PASSWORD });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(errorOf(wrong, 401)).toEqual({ message: MESSAGES.invalidCredentials });
    expect(errorOf(unknown, 401)).toEqual(errorOf(wrong, 401));
  });

  it('refuses a draft, which is not an event yet', async () => {
    const draftId = await client.readyDraft(owner);
    const draft = await client.call(owner, eventEndpoints.continueDraft, { query: { eventId: draftId } });
    const reply = await postBoothSession(t.app, { uuid: replyOf(draft).event.uuid, password: BOOTH_PASSWORD });
    expect(reply.statusCode).toBe(401);
  });

  it('keeps booth and organiser tokens apart', async () => {
    const token = await signInBooth(t.app, uuid);
    const organiserCall = await callApp(t.app, eventEndpoints.show, { token, params: { id: eventId } });
    expect(organiserCall.statusCode).toBe(401);
    expect((await callApp(t.app, accountEndpoints.user, { token })).statusCode).toBe(401);

    const withOrganiserToken = await callApp(t.app, boothEndpoints.event, { token: owner.token });
    expect(withOrganiserToken.statusCode).toBe(401);
    expect(errorOf(withOrganiserToken, 401)).toEqual({ message: MESSAGES.unauthenticated });
    expect((await callApp(t.app, boothEndpoints.event)).statusCode).toBe(401);
  });

  it('ends every session of the event when its admin password changes', async () => {
    const token = await signInBooth(t.app, uuid);
    const changed = await client.call(owner, eventEndpoints.saveOptions, {
      body: { eventId, social_media: 1, frame: 1, password: '7350' },
    });
    expect(changed.statusCode).toBe(200);

    expect((await boothEvent(token)).statusCode).toBe(401);
    expect((await postBoothSession(t.app, { uuid, password: BOOTH_PASSWORD })).statusCode).toBe(401);
    expect((await boothEvent(await signInBooth(t.app, uuid, '7350'))).statusCode).toBe(200);
    // Changing it back does not bring the old session back.
    await client.call(owner, eventEndpoints.saveOptions, {
      body: { eventId, social_media: 1, frame: 1, password: BOOTH_PASSWORD },
    });
    expect((await boothEvent(token)).statusCode).toBe(401);
  });

  it('ends the sessions of a removed event', async () => {
    const token = await signInBooth(t.app, uuid);
    expect((await client.call(owner, eventEndpoints.remove, { body: { event_id: eventId } })).statusCode).toBe(200);
    expect((await boothEvent(token)).statusCode).toBe(401);
    expect((await postBoothSession(t.app, { uuid, password: BOOTH_PASSWORD })).statusCode).toBe(401);
  });

  it('works for a week after the event ends, and not after', async () => {
    const token = await signInBooth(t.app, uuid);
    await endEventAt(-6 * DAY_MS);
    expect((await boothEvent(token)).statusCode).toBe(200);
    expect(replyOf(await boothEvent(await signInBooth(t.app, uuid))).state).toBe('past');

    await endEventAt(-8 * DAY_MS);
    expect((await boothEvent(token)).statusCode).toBe(401);
  });

  it('tells a booth with the right password that the event has ended, and a wrong one only "no"', async () => {
    await endEventAt(-8 * DAY_MS);
    const ended = await postBoothSession(t.app, { uuid, password: BOOTH_PASSWORD });
    expect(ended.statusCode).toBe(410);
    expect(errorOf(ended, 410)).toEqual({ message: BOOTH_MESSAGES.eventEnded });

    const wrong = await postBoothSession(t.app, { uuid, password: '0000' });
    expect(wrong.statusCode).toBe(401);
    expect(errorOf(wrong, 401)).toEqual({ message: MESSAGES.invalidCredentials });
  });

  it('notes when a session was last used, at most once a minute', async () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const token = await signInBooth(t.app, uuid);
    const lastUsed = async () =>
      (
        await t.app.platform.database.db
          .selectFrom('booth_sessions')
          .select('last_used_at')
          .where('event_id', '=', eventId)
          .executeTakeFirstOrThrow()
      ).last_used_at;
    const signedInAt = await lastUsed();

    vi.setSystemTime(start + 30_000);
    await boothEvent(token);
    expect(await lastUsed()).toBe(signedInAt);
    vi.setSystemTime(start + 90_000);
    await boothEvent(token);
    expect(await lastUsed()).toBe(new Date(start + 90_000).toISOString());
  });
});
