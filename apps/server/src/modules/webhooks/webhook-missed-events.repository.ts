/**
 * What happened but was never recorded as a webhook event: a capture, lead, share, claim or booth alert
 * committed by a process that died before its `emit` wrote the event row. Only what happened
 * after an endpoint that listens to it was added counts (adding an endpoint does not replay the
 * past), and only within `since`.
 */

import type { WebhookEventType } from '@boothdeck/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Per event type: the table of its subjects, when one happened, and which rows are such events. */
const SUBJECTS: Record<WebhookEventType, { table: string; happenedAt: string; isEvent: string }> = {
  'capture.created': { table: 'media_items', happenedAt: 's.created_at', isEvent: '1 = 1' },
  'lead.created': { table: 'leads', happenedAt: 's.created_at', isEvent: '1 = 1' },
  'share.sent': {
    table: 'shares',
    happenedAt: 'coalesce(s.sent_at, s.created_at)',
    isEvent: "s.purpose = 'share' and s.state = 'sent'",
  },
  'voucher.claimed': { table: 'vouchers', happenedAt: 's.claimed_at', isEvent: 's.claimed_at is not null' },
  'booth.alert': { table: 'booth_alerts', happenedAt: 's.raised_at', isEvent: '1 = 1' },
};

/** At most this many of one type per sweep; the next sweep takes the rest. */
const BATCH = 500;

export type MissedWebhookEvent = { subjectId: number; eventId: number; userId: number };

export type WebhookMissedEventsRepository = ReturnType<typeof createWebhookMissedEventsRepository>;

export function createWebhookMissedEventsRepository(db: Kysely<Database>) {
  return {
    /** Subjects of `type` that happened since `since` (ISO) and have no event row, oldest first. */
    async missed(type: WebhookEventType, since: string): Promise<MissedWebhookEvent[]> {
      const subject = SUBJECTS[type];
      const happenedAt = sql.raw(subject.happenedAt);
      const { rows } = await sql<{ subject_id: number; event_id: number; user_id: number }>`
        select s.id as subject_id, s.event_id as event_id, e.user_id as user_id
        from ${sql.table(subject.table)} s
        join events e on e.id = s.event_id
        where ${sql.raw(subject.isEvent)}
          and ${happenedAt} >= ${since}
          and not exists (
            select 1 from webhook_events w where w.type = ${type} and w.subject_id = s.id
          )
          and exists (
            select 1 from webhook_endpoints p
            where p.user_id = e.user_id
              and (p.event_type is null or p.event_type = ${type})
              and (p.event_id is null or p.event_id = e.id)
              and p.created_at <= ${happenedAt}
          )
        order by ${happenedAt}
        limit ${BATCH}
      `.execute(db);
      return rows.map((row) => ({
        subjectId: Number(row.subject_id),
        eventId: Number(row.event_id),
        userId: Number(row.user_id),
      }));
    },
  };
}
