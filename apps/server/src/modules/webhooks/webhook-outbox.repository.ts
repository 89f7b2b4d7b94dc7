/**
 * SQL of the webhook outbox the background jobs work on: events written right after what they
 * describe, their bodies made once and fanned out to one delivery row per endpoint (unique, so
 * a job run twice records nothing twice), and each delivery's attempts.
 */
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type WebhookOutboxRepository = ReturnType<typeof createWebhookOutboxRepository>;

export type NewWebhookEvent = {
  id: string;
  type: string;
  subjectId: number | null;
  userId: number;
  eventId: number | null;
  nowIso: string;
};

export type DeliveryToSend = {
  id: number;
  state: 'queued' | 'delivered' | 'failed';
  attempts: number;
  url: string;
  secret: string;
  webhookEventId: string;
  type: string;
  payload: string | null;
};

export type DeliveryOutcome = {
  state: 'queued' | 'delivered' | 'failed';
  responseStatus: number | null;
  failureReason: string | null;
  nowIso: string;
};

/**
 * Whether an endpoint is told about an event of `type` at the organiser's event `eventId`: one
 * for that type or every type, and for that event or all of its owner's events.
 */
const listensTo = (eb: ExpressionBuilder<Database, 'webhook_endpoints'>, type: string, eventId: number | null) =>
  eb.and([
    eb.or([eb('webhook_endpoints.event_type', 'is', null), eb('webhook_endpoints.event_type', '=', type)]),
    eb.or([eb('webhook_endpoints.event_id', 'is', null), eb('webhook_endpoints.event_id', '=', eventId)]),
  ]);

/** The endpoints of `userId` told about an event of `type` at `eventId`. */
const endpointsFor = (db: Kysely<Database>, userId: number, type: string, eventId: number | null) =>
  db
    .selectFrom('webhook_endpoints')
    .select('id')
    .where('user_id', '=', userId)
    .where((eb) => listensTo(eb, type, eventId));

export function createWebhookOutboxRepository(db: Kysely<Database>) {
  return {
    /** Whether the owner of the organiser's event has an endpoint told about `type` there. */
    async isListening(userId: number, eventId: number, type: string): Promise<boolean> {
      const row = await endpointsFor(db, userId, type, eventId).limit(1).executeTakeFirst();
      return row !== undefined;
    },

    /** A pending event; false when one about the same subject is already recorded. */
    async insertPendingEvent(event: NewWebhookEvent): Promise<boolean> {
      const result = await db
        .insertInto('webhook_events')
        .values({
          id: event.id,
          type: event.type,
          subject_id: event.subjectId,
          user_id: event.userId,
          event_id: event.eventId,
          state: 'pending',
          created_at: event.nowIso,
        })
        .onConflict((conflict) => conflict.columns(['type', 'subject_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    /** A test event with its body, and its one delivery to `endpointId`; answers the delivery's id. */
    insertTestEvent(event: NewWebhookEvent, payload: string, endpointId: number): Promise<number> {
      return db.transaction().execute(async (trx) => {
        await trx
          .insertInto('webhook_events')
          .values({
            id: event.id,
            type: event.type,
            subject_id: null,
            user_id: event.userId,
            event_id: null,
            state: 'ready',
            payload,
            created_at: event.nowIso,
          })
          .execute();
        const row = await trx
          .insertInto('webhook_deliveries')
          .values({ endpoint_id: endpointId, webhook_event_id: event.id, state: 'queued', created_at: event.nowIso })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      });
    },

    findEvent(id: string) {
      return db
        .selectFrom('webhook_events')
        .select(['id', 'type', 'subject_id', 'user_id', 'event_id', 'state', 'created_at'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** An event with nothing to describe any more, or nobody to tell. */
    async removeEvent(id: string): Promise<void> {
      await db.deleteFrom('webhook_events').where('id', '=', id).execute();
    },

    /**
     * Keeps the event's body and queues one delivery per endpoint told about its type at its
     * organiser's event (none twice); answers the ids of its deliveries still queued.
     */
    fanOut(
      id: string,
      target: { userId: number; type: string; eventId: number | null },
      payload: string,
      nowIso: string,
    ): Promise<number[]> {
      return db.transaction().execute(async (trx) => {
        await trx
          .updateTable('webhook_events')
          .set({ payload, state: 'ready' })
          .where('id', '=', id)
          .where('state', '=', 'pending')
          .execute();
        const endpoints = await endpointsFor(trx, target.userId, target.type, target.eventId).execute();
        if (endpoints.length > 0) {
          await trx
            .insertInto('webhook_deliveries')
            .values(
              endpoints.map((endpoint) => ({
                endpoint_id: endpoint.id,
                webhook_event_id: id,
                state: 'queued' as const,
                created_at: nowIso,
              })),
            )
            .onConflict((conflict) => conflict.columns(['endpoint_id', 'webhook_event_id']).doNothing())
            .execute();
        }
        const queued = await trx
          .selectFrom('webhook_deliveries')
          .select('id')
          .where('webhook_event_id', '=', id)
          .where('state', '=', 'queued')
          .execute();
        return queued.map((row) => row.id);
      });
    },

    async pendingEventIds(): Promise<string[]> {
      const rows = await db.selectFrom('webhook_events').select('id').where('state', '=', 'pending').execute();
      return rows.map((row) => row.id);
    },

    async queuedDeliveryIds(): Promise<number[]> {
      const rows = await db
        .selectFrom('webhook_deliveries')
        .select('id')
        .where('state', '=', 'queued')
        .orderBy('id')
        .execute();
      return rows.map((row) => row.id);
    },

    findDeliveryToSend(id: number): Promise<DeliveryToSend | undefined> {
      return db
        .selectFrom('webhook_deliveries')
        .innerJoin('webhook_endpoints', 'webhook_endpoints.id', 'webhook_deliveries.endpoint_id')
        .innerJoin('webhook_events', 'webhook_events.id', 'webhook_deliveries.webhook_event_id')
        .select([
          'webhook_deliveries.id',
          'webhook_deliveries.state',
          'webhook_deliveries.attempts',
          'webhook_endpoints.url',
          'webhook_endpoints.secret',
          'webhook_events.id as webhookEventId',
          'webhook_events.type',
          'webhook_events.payload',
        ])
        .where('webhook_deliveries.id', '=', id)
        .executeTakeFirst();
    },

    /**
     * Counts one more attempt of a queued delivery and its outcome; false (and nothing written)
     * when the delivery is no longer queued, so an outcome is never recorded twice.
     */
    async recordAttempt(id: number, outcome: DeliveryOutcome): Promise<boolean> {
      const result = await db
        .updateTable('webhook_deliveries')
        .set((eb) => ({
          state: outcome.state,
          attempts: eb('attempts', '+', 1),
          response_status: outcome.responseStatus,
          failure_reason: outcome.failureReason,
          attempted_at: outcome.nowIso,
          delivered_at: outcome.state === 'delivered' ? outcome.nowIso : null,
        }))
        .where('id', '=', id)
        .where('state', '=', 'queued')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
