/**
 * A guest's own leads, found by the address they proved is theirs, and their erasure: the row
 * stays (every total keeps counting it, and a booth's late retry of it finds it by its client id), emptied of the name, addresses, answers and consent
 * record, with `erased_at` set so lists, exports and messages skip it. Used by the guest's data
 * rights and the event's retention (modules/data-rights).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type GuestContact, isContact } from '../../shared/guest-contact.ts';
import type { LeadRow } from './leads.repository.ts';

export type GuestLeads = ReturnType<typeof guestLeadsOf>;

export function guestLeadsOf({ db }: { db: Kysely<Database> }) {
  const liveLeads = (eventId: number) =>
    db.selectFrom('leads').selectAll().where('event_id', '=', eventId).where('erased_at', 'is', null);

  return {
    /** The event's leads under the contact's address (not yet erased). */
    async leadsOfContact(eventId: number, contact: GuestContact): Promise<LeadRow[]> {
      if (contact.kind === 'email') {
        const rows = await liveLeads(eventId)
          .where((eb) => eb(eb.fn('lower', ['email']), '=', contact.email))
          .execute();
        return rows.filter((row) => isContact(contact, row.email));
      }
      // Numbers are kept as typed on the booth's form, so they are matched by their digits here.
      const rows = await liveLeads(eventId).where('mobile', 'is not', null).execute();
      return rows.filter((row) => isContact(contact, row.mobile));
    },

    /** A batch of the event's leads not yet erased: what a retention purge erases next. */
    firstLiveLeadIds(eventId: number, limit: number): Promise<number[]> {
      return liveLeads(eventId)
        .clearSelect()
        .select('id')
        .orderBy('id')
        .limit(limit)
        .execute()
        .then((rows) => rows.map((row) => row.id));
    },

    /** Empties the leads of everything personal; answers how many were erased now. */
    async erase(eventId: number, ids: readonly number[], erasedAt: string): Promise<number> {
      if (ids.length === 0) return 0;
      const result = await db
        .updateTable('leads')
        .set({
          name: '',
          email: '',
          mobile: null,
          form_values: '{}',
          terms_text: null,
          consented_at: null,
          marketing_consent: 0,
          media_id: null,
          booth_name: null,
          booth_signed_in_at: null,
          booth_session_id: null,
          erased_at: erasedAt,
        })
        .where('event_id', '=', eventId)
        .where('id', 'in', [...ids])
        .where('erased_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}
