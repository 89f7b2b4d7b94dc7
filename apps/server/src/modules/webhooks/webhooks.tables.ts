/**
 * Webhooks: the organisers' endpoints, what happened and each delivery to each endpoint. Table types, with the conventions of db/schema.ts.
 */
import type { Generated } from '../../db/column-types.ts';

/** An address an organiser registered for webhooks; `secret` signs every body sent to it. */
export type WebhookEndpointsTable = {
  id: Generated<number>;
  user_id: number;
  url: string;
  /** The one event type it is sent, or null for every type. */
  event_type: string | null;
  /** The one organiser's event it is sent about, or null for all of the owner's events. */
  event_id: number | null;
  secret: string;
  created_at: string;
};

/** Something that happened, to be told to the owner's endpoints: `pending` until its body is made. */
export type WebhookEventsTable = {
  /** `evt_…`, random: the id receivers drop duplicates by. */
  id: string;
  type: string;
  /** The capture, lead, share or voucher it is about; null for a test event. */
  subject_id: number | null;
  user_id: number;
  event_id: number | null;
  state: Generated<'pending' | 'ready'>;
  /** The JSON body, made once: every attempt sends the same bytes. */
  payload: string | null;
  created_at: string;
};

/** One event sent to one endpoint: the endpoint's delivery log. */
export type WebhookDeliveriesTable = {
  id: Generated<number>;
  endpoint_id: number;
  webhook_event_id: string;
  state: Generated<'queued' | 'delivered' | 'failed'>;
  attempts: Generated<number>;
  response_status: number | null;
  failure_reason: string | null;
  created_at: string;
  attempted_at: string | null;
  delivered_at: string | null;
};

/** The tables this part owns (db/table-owners.ts), as Kysely's `Database` holds them. */
export type WebhooksTables = {
  webhook_endpoints: WebhookEndpointsTable;
  webhook_events: WebhookEventsTable;
  webhook_deliveries: WebhookDeliveriesTable;
};
