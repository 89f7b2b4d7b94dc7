/** All SQL of the record of messages sent to an event's leads, which keeps a message from going twice to a lead. */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { LeadMessageSendsTable } from './leads.tables.ts';

export type LeadMessageSendRow = Selectable<LeadMessageSendsTable>;
export type LeadMessageSendsRepository = ReturnType<typeof createLeadMessageSendsRepository>;

export function createLeadMessageSendsRepository(db: Kysely<Database>) {
  return {
    /**
     * Claims the send of a message (by its fingerprint) to the event's leads: answers the new
     * row's id, or the row of the same message sent since `repeatsSince`, which is never sent
     * again. The unique index decides between two claims at once, in any server process.
     */
    async claim(send: {
      eventId: number;
      fingerprint: string;
      nowIso: string;
      repeatsSince: string;
    }): Promise<number | LeadMessageSendRow> {
      // Older sends of the event no longer hold anything back.
      await db
        .deleteFrom('lead_message_sends')
        .where('event_id', '=', send.eventId)
        .where('created_at', '<', send.repeatsSince)
        .execute();
      const claimed = await db
        .insertInto('lead_message_sends')
        .values({ event_id: send.eventId, fingerprint: send.fingerprint, created_at: send.nowIso })
        .onConflict((conflict) => conflict.columns(['event_id', 'fingerprint']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (claimed) return claimed.id;
      return db
        .selectFrom('lead_message_sends')
        .selectAll()
        .where('event_id', '=', send.eventId)
        .where('fingerprint', '=', send.fingerprint)
        .executeTakeFirstOrThrow();
    },

    async recordCounts(id: number, counts: { queued: number; skipped: number }): Promise<void> {
      await db.updateTable('lead_message_sends').set(counts).where('id', '=', id).execute();
    },

    /** Gives up a claim whose send failed, so the organiser can try again. */
    async release(id: number): Promise<void> {
      await db.deleteFrom('lead_message_sends').where('id', '=', id).execute();
    },
  };
}
