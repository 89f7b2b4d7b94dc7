/**
 * Reads of what an event's body describes: a capture, a lead, a share or a voucher, by id. Read
 * once, when the event's body is made.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type WebhookSubjectsRepository = ReturnType<typeof createWebhookSubjectsRepository>;

export function createWebhookSubjectsRepository(db: Kysely<Database>) {
  return {
    capture: (id: number) =>
      db
        .selectFrom('media_items')
        .innerJoin('events', 'events.id', 'media_items.event_id')
        .select([
          'media_items.id',
          'media_items.event_id',
          'media_items.media_type',
          'media_items.captured_at',
          'media_items.created_at',
          'events.uuid as event_uuid',
        ])
        .where('media_items.id', '=', id)
        .executeTakeFirst(),

    lead: (id: number) =>
      db
        .selectFrom('leads')
        .select([
          'id',
          'event_id',
          'name',
          'email',
          'mobile',
          'form_values',
          'marketing_consent',
          'media_id',
          'created_at',
        ])
        .where('id', '=', id)
        .executeTakeFirst(),

    share: (id: number) =>
      db
        .selectFrom('shares')
        .select(['id', 'event_id', 'media_id', 'channel', 'recipient', 'sent_at', 'created_at'])
        .where('id', '=', id)
        .executeTakeFirst(),

    voucher: (id: number) =>
      db
        .selectFrom('vouchers')
        .select(['uuid', 'event_id', 'offer_id', 'offer_name', 'voucher_no', 'lead_id', 'expires_at', 'claimed_at'])
        .where('id', '=', id)
        .executeTakeFirst(),
  };
}
