/**
 * A message the provider took whose row could not then be marked sent (the database went away
 * just then) stays `sending`; once past the sending deadline the sweep settles it `unknown`, on
 * the in-process queue and on Redis alike, and it is never sent again. The database's refusal
 * is a trigger that fails the write of `sent`, removed once the message is out.
 */
import { deliveriesEndpoints } from '@boothdeck/contract';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DialectName } from '../../db/database.ts';
import { SENDING_DEADLINE_MS } from '../../platform/jobs/resume-sweep.ts';
import { callApp, replyOf } from '../../test/call-app.ts';
import { removeRedisKeys, testRedisPrefix } from '../../test/redis.ts';
import { readSmsOutbox, type SharingEvent, shareCalls, sharingEvent } from '../../test/sharing-setup.ts';
import { createTestApp, TEST_DIALECTS, type TestApp, testRedisUrl } from '../../test/test-app.ts';
import { INTERRUPTED_REASON } from './delivery.service.ts';

const SETUPS = TEST_DIALECTS.flatMap((dialect) => [
  { dialect, redisUrl: undefined },
  ...(testRedisUrl ? [{ dialect, redisUrl: testRedisUrl }] : []),
]);

/** Statements that make the database refuse to mark a message sent, and that take it back. */
const REFUSAL: Record<DialectName, { on: string[]; off: string[] }> = {
  sqlite: {
    on: [
      `CREATE TRIGGER refuse_sent BEFORE UPDATE OF state ON shares WHEN NEW.state = 'sent'
       BEGIN SELECT RAISE(ABORT, 'the database went away'); END`,
    ],
    off: ['DROP TRIGGER refuse_sent'],
  },
  postgres: {
    on: [
      `CREATE FUNCTION refuse_sent() RETURNS trigger LANGUAGE plpgsql
       AS $$ BEGIN RAISE EXCEPTION 'the database went away'; END $$`,
      `CREATE TRIGGER refuse_sent BEFORE UPDATE ON shares FOR EACH ROW WHEN (NEW.state = 'sent')
       EXECUTE FUNCTION refuse_sent()`,
    ],
    off: ['DROP TRIGGER refuse_sent ON shares', 'DROP FUNCTION refuse_sent()'],
  },
};

describe.each(SETUPS)(
  'a sent message whose row could not be written, on $dialect (jobs on Redis: $redisUrl)',
  ({ dialect, redisUrl }) => {
    let t: TestApp;
    let event: SharingEvent;
    const redisPrefix = testRedisPrefix();

    const run = async (statements: string[]) => {
      for (const statement of statements) await sql.raw(statement).execute(t.app.platform.database.db);
    };
    const counts = async () => {
      const reply = await callApp(t.app, deliveriesEndpoints.eventDeliveries, {
        params: { id: event.eventId },
        token: event.member.token,
      });
      return replyOf(reply).counts;
    };

    beforeAll(async () => {
      t = await createTestApp(dialect, { redisUrl, redisPrefix }, { resumeSweepMs: 50 });
      event = await sharingEvent(t);
    });
    afterEach(() => {
      vi.useRealTimers();
    });
    afterAll(async () => {
      await t.close();
      if (redisUrl) await removeRedisKeys(redisUrl, redisPrefix);
    });

    it('is settled unknown once past the sending deadline, counted so, and never sent again', async () => {
      await run(REFUSAL[dialect].on);
      const reply = await shareCalls(t.app).byMessage({
        event_id: event.eventId,
        media_id: event.photo.id,
        sharing_platform: 'sms',
        phone: '+61 412 345 678',
      });
      expect(reply.statusCode, reply.body).toBe(200);
      const id = replyOf(reply).share.id;
      expect(await shareCalls(t.app).row(id)).toMatchObject({ state: 'sending' });
      expect(await readSmsOutbox(t.app, t.config.dataDir)).toHaveLength(1);
      await run(REFUSAL[dialect].off);
      expect(await counts()).toMatchObject({ queued: 1, unknown: 0 });

      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + SENDING_DEADLINE_MS + 60_000);
      await vi.waitFor(async () => expect((await shareCalls(t.app).row(id)).state).toBe('unknown'), {
        timeout: 10_000,
        interval: 50,
      });
      expect(await shareCalls(t.app).row(id)).toMatchObject({ failure_reason: INTERRUPTED_REASON });
      expect(await counts()).toMatchObject({ queued: 0, unknown: 1 });
      expect(await readSmsOutbox(t.app, t.config.dataDir)).toHaveLength(1);
    });
  },
);
