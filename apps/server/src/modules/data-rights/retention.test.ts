/**
 * An event's retention: the organiser sets how many days after its end its guest data goes, is
 * warned by e-mail before, and then its captures (files too), leads and messages are erased by
 * the purge job, with every total kept.
 */
import {
  analyticsEndpoints,
  DATA_RIGHTS_MESSAGES,
  dataRightsEndpoints,
  RETENTION_WARNING_DAYS,
} from '@boothdeck/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../shared/clock.ts';
import { callApp, errorOf, replyOf } from '../../test/call-app.ts';
import { dataRightsEvent, guestDataCalls, newGuest, tablesHolding } from '../../test/data-rights-setup.ts';
import { readOutbox } from '../../test/outbox.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';

describe.each(TEST_DIALECTS)("an event's retention on %s", (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    // The sweep that warns and starts purges runs every 100 ms here instead of every minute.
    t = await createTestApp(dialect, {}, { resumeSweepMs: 100 });
  });
  afterAll(() => t?.close());

  const db = () => t.app.platform.database.db;

  const endedDaysAgo = (eventId: number, days: number) =>
    db()
      .updateTable('events')
      .set({ end_at: new Date(Date.now() - days * DAY_MS).toISOString() })
      .where('id', '=', eventId)
      .execute();

  it('keeps guest data by default, and sets a purge that is never sooner than the warning', async () => {
    const event = await dataRightsEvent(t);
    const call = { params: { eventId: event.eventId }, token: event.member.token };
    expect(replyOf(await callApp(t.app, dataRightsEndpoints.retention, call))).toEqual({
      retention_days: null,
      purge_at: null,
      purged_at: null,
    });
    await endedDaysAgo(event.eventId, 1);
    const set = replyOf(
      await callApp(t.app, dataRightsEndpoints.saveRetention, { ...call, body: { retention_days: 30 } }),
    );
    expect(set.retention_days).toBe(30);
    expect(Date.parse(set.purge_at ?? '')).toBeCloseTo(Date.now() + 29 * DAY_MS, -5);
    // Ended 100 days ago, kept 30: the purge waits for the warning's days.
    await endedDaysAgo(event.eventId, 100);
    const late = replyOf(
      await callApp(t.app, dataRightsEndpoints.saveRetention, { ...call, body: { retention_days: 30 } }),
    );
    expect(Date.parse(late.purge_at ?? '')).toBeGreaterThan(Date.now() + RETENTION_WARNING_DAYS * DAY_MS - 60_000);
    const refused = await callApp(t.app, dataRightsEndpoints.saveRetention, { ...call, body: { retention_days: 0 } });
    expect(errorOf(refused, 422).errors).toEqual({ retention_days: [DATA_RIGHTS_MESSAGES.retentionInvalid] });
    const stranger = await event.client.organiser('Monthly Pro');
    const foreign = await callApp(t.app, dataRightsEndpoints.retention, { ...call, token: stranger.token });
    expect(foreign.statusCode).toBe(404);
    const kept = replyOf(
      await callApp(t.app, dataRightsEndpoints.saveRetention, { ...call, body: { retention_days: null } }),
    );
    expect(kept.purge_at).toBeNull();
  });

  it('warns the organiser, then erases captures, leads and messages and keeps every total', async () => {
    const event = await dataRightsEvent(t);
    const guests = [newGuest(), newGuest()];
    const photos = [];
    for (const guest of guests) photos.push(await event.visit(guest));
    const params = { id: event.eventId };
    const funnel = async () =>
      replyOf(await callApp(t.app, analyticsEndpoints.funnel, { params, token: event.member.token })).funnel;
    const before = await funnel();
    await endedDaysAgo(event.eventId, 3);
    await callApp(t.app, dataRightsEndpoints.saveRetention, {
      params: { eventId: event.eventId },
      token: event.member.token,
      body: { retention_days: 1 },
    });

    // Due within the warning's days: the organiser is mailed, once.
    const warnings = async () =>
      (await readOutbox(t.app, t.config.dataDir)).filter(
        (mail) => mail.to === event.member.user.email && mail.subject.includes('guest data will be deleted'),
      );
    await expect.poll(async () => (await warnings()).length, { timeout: 10_000 }).toBe(1);

    // The purge's day comes.
    await db()
      .updateTable('event_retention')
      .set({ purge_at: new Date(Date.now() - 1000).toISOString() })
      .where('event_id', '=', event.eventId)
      .execute();
    await expect
      .poll(
        async () =>
          replyOf(
            await callApp(t.app, dataRightsEndpoints.retention, {
              params: { eventId: event.eventId },
              token: event.member.token,
            }),
          ).purged_at,
        { timeout: 10_000 },
      )
      .not.toBeNull();

    const texts = guests.flatMap((guest) => [guest.email, guest.phone, guest.phone.replace(/\s/g, '')]);
    expect(await tablesHolding(t.app.platform.database.db, texts)).toEqual([]);
    for (const photo of photos) await expect(t.app.platform.storage.read(photo.fileKey)).rejects.toThrow();
    expect(await db().selectFrom('media_items').where('event_id', '=', event.eventId).select('id').execute()).toEqual(
      [],
    );
    expect(await funnel()).toEqual(before);
    expect((await warnings()).length).toBe(1);
  });

  it("forgets the address of a guest's request left unconfirmed once its code has run out", async () => {
    const event = await dataRightsEvent(t);
    const guest = newGuest();
    await event.visit(guest);
    const requested = replyOf(await guestDataCalls(t, event.uuid).request(guest.email));
    const request = () =>
      db().selectFrom('data_requests').selectAll().where('uuid', '=', requested.request_id).executeTakeFirstOrThrow();
    expect((await request()).contact).toBe(guest.email);
    await db()
      .updateTable('data_requests')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('uuid', '=', requested.request_id)
      .execute();
    await expect.poll(async () => (await request()).contact, { timeout: 10_000 }).toBeNull();
    expect(await tablesHolding(db(), [guest.email])).toEqual(expect.arrayContaining(['leads', 'shares']));
    expect(await tablesHolding(db(), [guest.email])).not.toContain('data_requests');
  });
});
