/** SQL of the organiser's webhook calls: their endpoints and each endpoint's delivery log; every query names its user. */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { SEALED_MARK } from '../../platform/sealed-secrets/sealed-secrets.ts';
import type { WebhookEndpointsTable } from './webhooks.tables.ts';

export type WebhookEndpointsRepository = ReturnType<typeof createWebhookEndpointsRepository>;

export type WebhookEndpointRow = Selectable<WebhookEndpointsTable>;

export type NewWebhookEndpoint = Pick<
  WebhookEndpointRow,
  'user_id' | 'url' | 'event_type' | 'event_id' | 'secret' | 'created_at'
>;

export type WebhookDeliveryRow = {
  id: number;
  webhook_event_id: string;
  type: string;
  state: 'queued' | 'delivered' | 'failed';
  attempts: number;
  response_status: number | null;
  failure_reason: string | null;
  created_at: string;
  attempted_at: string | null;
  delivered_at: string | null;
};

export function createWebhookEndpointsRepository(db: Kysely<Database>) {
  const deliveriesOf = (endpointId: number) =>
    db
      .selectFrom('webhook_deliveries')
      .innerJoin('webhook_events', 'webhook_events.id', 'webhook_deliveries.webhook_event_id')
      .where('webhook_deliveries.endpoint_id', '=', endpointId);

  const deliveryColumns = [
    'webhook_deliveries.id',
    'webhook_deliveries.webhook_event_id',
    'webhook_events.type',
    'webhook_deliveries.state',
    'webhook_deliveries.attempts',
    'webhook_deliveries.response_status',
    'webhook_deliveries.failure_reason',
    'webhook_deliveries.created_at',
    'webhook_deliveries.attempted_at',
    'webhook_deliveries.delivered_at',
  ] as const;

  return {
    /** Endpoints whose secret was stored before secrets were sealed (sealed-secrets.ts). */
    unsealedSecrets(): Promise<{ id: number; secret: string }[]> {
      return db
        .selectFrom('webhook_endpoints')
        .select(['id', 'secret'])
        .where('secret', 'not like', `${SEALED_MARK}%`)
        .execute();
    },

    /** Replaces a secret by its sealed form, unless another process did first. */
    async replaceSecret(id: number, plain: string, sealed: string): Promise<void> {
      await db
        .updateTable('webhook_endpoints')
        .set({ secret: sealed })
        .where('id', '=', id)
        .where('secret', '=', plain)
        .execute();
    },

    endpointsOf(userId: number): Promise<WebhookEndpointRow[]> {
      return db.selectFrom('webhook_endpoints').selectAll().where('user_id', '=', userId).orderBy('id').execute();
    },

    async countOf(userId: number): Promise<number> {
      const row = await db
        .selectFrom('webhook_endpoints')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    insert(endpoint: NewWebhookEndpoint): Promise<WebhookEndpointRow> {
      return db.insertInto('webhook_endpoints').values(endpoint).returningAll().executeTakeFirstOrThrow();
    },

    findOwned(userId: number, id: number): Promise<WebhookEndpointRow | undefined> {
      return db
        .selectFrom('webhook_endpoints')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    /** Removes the endpoint with its delivery log (cascade); false when it is not the user's. */
    async removeOwned(userId: number, id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('webhook_endpoints')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    deliveryOf(endpointId: number, id: number): Promise<WebhookDeliveryRow | undefined> {
      return deliveriesOf(endpointId)
        .select(deliveryColumns)
        .where('webhook_deliveries.id', '=', id)
        .executeTakeFirst();
    },

    /** One page of an endpoint's deliveries, newest first, and how many it has. */
    async deliveriesPage(
      endpointId: number,
      page: { offset: number; limit: number },
    ): Promise<{ rows: WebhookDeliveryRow[]; total: number }> {
      const [rows, count] = await Promise.all([
        deliveriesOf(endpointId)
          .select(deliveryColumns)
          .orderBy('webhook_deliveries.id', 'desc')
          .offset(page.offset)
          .limit(page.limit)
          .execute(),
        deliveriesOf(endpointId)
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.count) };
    },
  };
}
