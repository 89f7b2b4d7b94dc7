/**
 * A guest's messages in the ledger, found by the address they proved is theirs (or by their
 * leads), and their erasure. A sent message keeps its row, since every share total and graph
 * counts it, emptied of the address, the organiser's text, the tracking token and the provider's
 * words; a message not sent yet is removed (it was never counted, and must not go out now). Used by
 * the guest's data rights and the event's retention (modules/data-rights).
 */
import type { ShareChannel, ShareState } from '@boothdeck/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type GuestContact, isContact } from '../../shared/guest-contact.ts';
import type { DeliveryPurpose } from './deliveries.tables.ts';

/** A guest's message as their export shows it. */
export type RecipientShare = {
  id: number;
  media_id: number | null;
  channel: ShareChannel;
  purpose: DeliveryPurpose;
  state: ShareState;
  recipient: string | null;
  subject: string | null;
  message: string | null;
  created_at: string;
  sent_at: string | null;
  delivered_at: string | null;
  opened_at: string | null;
};

export type RecipientErasure = ReturnType<typeof recipientErasureOf>;

const columns = [
  'id',
  'media_id',
  'channel',
  'purpose',
  'state',
  'recipient',
  'subject',
  'message',
  'created_at',
  'sent_at',
  'delivered_at',
  'opened_at',
] as const;

export function recipientErasureOf({ db }: { db: Kysely<Database> }) {
  return {
    /** The event's messages to any of the contacts' addresses, or to one of the leads, oldest first. */
    async sharesOfContacts(
      eventId: number,
      contacts: readonly GuestContact[],
      leadIds: readonly number[],
    ): Promise<RecipientShare[]> {
      const channels = [
        ...new Set(contacts.map((contact): ShareChannel => (contact.kind === 'email' ? 'email' : 'sms'))),
      ];
      const rows = await db
        .selectFrom('shares')
        .select([...columns, 'lead_id'])
        .where('event_id', '=', eventId)
        .where((eb) =>
          eb.or([
            ...(channels.length > 0 ? [eb.and([eb('channel', 'in', channels), eb('recipient', 'is not', null)])] : []),
            ...(leadIds.length > 0 ? [eb('lead_id', 'in', [...leadIds])] : []),
          ]),
        )
        .orderBy('id')
        .execute();
      return rows
        .filter(
          (row) =>
            (row.lead_id !== null && leadIds.includes(row.lead_id)) ||
            contacts.some((contact) => isContact(contact, row.recipient)),
        )
        .map(({ lead_id: _leadId, ...row }) => row);
    },

    /** A batch of the event's messages that still hold anything personal: what a retention purge erases next. */
    async firstPersonalShareIds(eventId: number, limit: number): Promise<number[]> {
      const rows = await db
        .selectFrom('shares')
        .select('id')
        .where('event_id', '=', eventId)
        .where((eb) =>
          eb.or([
            eb('recipient', 'is not', null),
            eb('subject', 'is not', null),
            eb('message', 'is not', null),
            eb('lead_id', 'is not', null),
            eb('state', '<>', 'sent'),
          ]),
        )
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },

    /** Erases the event's messages with these ids; answers how many there were. */
    async erase(eventId: number, ids: readonly number[]): Promise<number> {
      if (ids.length === 0) return 0;
      const removed = await db
        .deleteFrom('shares')
        .where('event_id', '=', eventId)
        .where('id', 'in', [...ids])
        .where('state', '<>', 'sent')
        .executeTakeFirst();
      const emptied = await db
        .updateTable('shares')
        .set({
          recipient: null,
          subject: null,
          message: null,
          tracking_token: null,
          failure_reason: null,
          lead_id: null,
        })
        .where('event_id', '=', eventId)
        .where('id', 'in', [...ids])
        .executeTakeFirst();
      return Number(removed.numDeletedRows) + Number(emptied.numUpdatedRows);
    },
  };
}
