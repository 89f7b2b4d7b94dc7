/**
 * "Send to all leads" while Redis is away: the request answers (its jobs cannot be added, so the
 * rows stay queued), a second click sends nothing more, and once Redis is back the sweep adds
 * the jobs and every lead gets the message once. Redis is a throw-away redis-server this test
 * starts, stops and starts again.
 */
import type { ChildProcess } from 'node:child_process';
import { leadEndpoints } from '@boothdeck/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertInChunks } from '../../db/insert-in-chunks.ts';
import { callAppUnchecked, replyOf } from '../../test/call-app.ts';
import { freePort } from '../../test/free-port.ts';
import { dataCaptureEvent } from '../../test/leads-setup.ts';
import { type OptionTestApp, optionTestApp } from '../../test/option-step-setup.ts';
import { readOutbox } from '../../test/outbox.ts';
import { startThrowAwayRedis, stopThrowAwayRedis, testRedisUrl } from '../../test/redis.ts';
import { TEST_DIALECTS } from '../../test/test-app.ts';

const LEADS = 20;

describe.runIf(testRedisUrl)('messages to leads while Redis is away', () => {
  describe.each(TEST_DIALECTS)('on %s', (dialect) => {
    let redis: ChildProcess;
    let s: OptionTestApp;
    let eventId: number;
    let leadIds: number[];

    const message = { select_type: 'all', type: 'email', subject: 'Your photos', message: 'They are ready.' };
    const send = (body: Record<string, unknown> = {}) =>
      callAppUnchecked(s.t.app, leadEndpoints.bulkMessage, {
        body: { event_id: eventId, ...message, ...body },
        token: s.alice.token,
      });
    const ledger = () =>
      s.t.app.platform.database.db
        .selectFrom('shares')
        .select(['lead_id', 'state'])
        .where('event_id', '=', eventId)
        .execute();

    beforeAll(async () => {
      const port = await freePort();
      redis = await startThrowAwayRedis(port);
      s = await optionTestApp(
        dialect,
        'Monthly Pro',
        { redisUrl: `redis://127.0.0.1:${port}` },
        { resumeSweepMs: 100 },
      );
      eventId = await dataCaptureEvent(s, s.alice);
      const leads = Array.from({ length: LEADS }, (_, index) => ({
        event_id: eventId,
        name: `Guest ${index}`,
        email: `outage${index}@example.com`,
        marketing_consent: 1,
        created_at: new Date().toISOString(),
      }));
      await insertInChunks(s.t.app.platform.database.db, 'leads', leads);
      leadIds = (
        await s.t.app.platform.database.db.selectFrom('leads').select('id').where('event_id', '=', eventId).execute()
      ).map((row) => row.id);
    });
    afterAll(async () => {
      await s?.t.close();
      if (redis) await stopThrowAwayRedis(redis);
    });

    it('answers, sends nothing twice on a second click, and sends every lead the message once Redis is back', async () => {
      await stopThrowAwayRedis(redis);

      const first = await send();
      expect(first.statusCode, first.body).toBe(200);
      expect(replyOf(first)).toEqual({ status: 'success', queued: LEADS, skipped: 0 });
      // The second click, and the same message to the leads chosen one by one: nothing more.
      expect(replyOf(await send())).toEqual(replyOf(first));
      expect(replyOf(await send({ select_type: 'multiple', lead_ids: leadIds }))).toEqual({
        status: 'success',
        queued: 0,
        skipped: LEADS,
      });
      const queued = await ledger();
      expect(queued).toHaveLength(LEADS);
      expect(queued.every((row) => row.state === 'queued')).toBe(true);

      redis = await startThrowAwayRedis(Number(new URL(s.t.config.redisUrl ?? '').port));
      await vi.waitFor(async () => expect((await ledger()).every((row) => row.state === 'sent')).toBe(true), {
        timeout: 30_000,
        interval: 200,
      });
      expect(replyOf(await send())).toEqual(replyOf(first));
      const recipients = (await readOutbox(s.t.app, s.t.config.dataDir))
        .filter((mail) => mail.subject === 'Your photos')
        .map((mail) => mail.to);
      expect(recipients.sort()).toEqual(
        Array.from({ length: LEADS }, (_, index) => `outage${index}@example.com`).sort(),
      );
      expect(await ledger()).toHaveLength(LEADS);
    }, 60_000);
  });
});
