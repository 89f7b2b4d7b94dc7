/** All SQL of the organiser's view of an event's deliveries: its counts, its failures and their resend. */
import { DELIVERY_FAILURES_LIMIT } from '@boothdeck/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { DeliveryRound, DeliveryRow } from './deliveries.repository.ts';

export type DeliveryStatusRepository = ReturnType<typeof createDeliveryStatusRepository>;

/** Rows of one state: how many, and of them how many were opened or reported delivered. */
export type StateCount = { state: DeliveryRow['state']; total: number; opened: number; delivered: number };

export type FailureRow = Pick<
  DeliveryRow,
  'id' | 'channel' | 'purpose' | 'recipient' | 'failure_reason' | 'attempts' | 'updated_at' | 'created_at'
> & {
  fallback_id: number | null;
  fallback_recipient: string | null;
  fallback_state: DeliveryRow['state'] | null;
  fallback_opened_at: string | null;
};

const MESSAGE_CHANNELS = ['email', 'sms'] as const;

export function createDeliveryStatusRepository(db: Kysely<Database>) {
  return {
    async countByState(eventId: number): Promise<StateCount[]> {
      const rows = await db
        .selectFrom('shares')
        .select((eb) => [
          'state',
          eb.fn.countAll<number | string>().as('total'),
          eb.fn.count<number | string>('opened_at').as('opened'),
          eb.fn.count<number | string>('delivered_at').as('delivered'),
        ])
        .where('event_id', '=', eventId)
        .where('channel', 'in', MESSAGE_CHANNELS)
        .groupBy('state')
        .execute();
      // PostgreSQL counts as bigint, which pg hands over as text.
      return rows.map((row) => ({
        state: row.state,
        total: Number(row.total),
        opened: Number(row.opened),
        delivered: Number(row.delivered),
      }));
    },

    /** The event's failed messages, newest first, each with the e-mail sent in its place if any. */
    failures(eventId: number): Promise<FailureRow[]> {
      return db
        .selectFrom('shares as s')
        .leftJoin('shares as f', 'f.fallback_of', 's.id')
        .select([
          's.id',
          's.channel',
          's.purpose',
          's.recipient',
          's.failure_reason',
          's.attempts',
          's.updated_at',
          's.created_at',
          'f.id as fallback_id',
          'f.recipient as fallback_recipient',
          'f.state as fallback_state',
          'f.opened_at as fallback_opened_at',
        ])
        .where('s.event_id', '=', eventId)
        .where('s.state', '=', 'failed')
        .where('s.channel', 'in', MESSAGE_CHANNELS)
        .orderBy('s.updated_at', 'desc')
        .orderBy('s.id', 'desc')
        .limit(DELIVERY_FAILURES_LIMIT)
        .execute();
    },

    /** The event's message row, whatever its state; undefined when it is not the event's. */
    findOfEvent(eventId: number, id: number) {
      return db
        .selectFrom('shares')
        .select(['id', 'state'])
        .where('id', '=', id)
        .where('event_id', '=', eventId)
        .where('channel', 'in', MESSAGE_CHANNELS)
        .executeTakeFirst();
    },

    /**
     * Queues failed rows of the event again (one, or all when `id` is undefined) and answers the
     * rows this call took. A conditional update: of two calls at once, each row goes to one of them.
     */
    requeueFailed(eventId: number, id: number | undefined, nowIso: string): Promise<DeliveryRound[]> {
      let update = db
        .updateTable('shares')
        .set((eb) => ({ state: 'queued', resends: eb('resends', '+', 1), failure_reason: null, updated_at: nowIso }))
        .where('event_id', '=', eventId)
        .where('state', '=', 'failed')
        .where('channel', 'in', MESSAGE_CHANNELS);
      if (id !== undefined) update = update.where('id', '=', id);
      return update.returning(['id', 'resends']).execute();
    },
  };
}
