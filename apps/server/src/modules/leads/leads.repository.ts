/**
 * All SQL of leads: the booth's captures and the organiser's data-capture screens. Erased leads
 * (guest-leads.repository.ts) are counted in totals but never listed, exported or messaged.
 */
import { type ExpressionBuilder, type Insertable, type Kysely, type Selectable, sql } from 'kysely';
import { containsPattern } from '../../db/contains-pattern.ts';
import type { Database } from '../../db/schema.ts';
import type { EventRecord } from '../events/index.ts';
import type { IsCaptureOfEvent } from '../media/index.ts';
import type { EventFormOf } from '../options/index.ts';
import type { LeadEventReads } from './lead-events.ts';
import type { LeadsTable } from './leads.tables.ts';

export type LeadRow = Selectable<LeadsTable>;
export type NewLead = Insertable<LeadsTable>;
/**
 * The leads' SQL, with what it reads from the other modules: the events through the events module
 * (lead-events.ts), the event's form from options, and whether a capture is the event's from media.
 */
export type LeadsRepository = ReturnType<typeof createLeadsRepository> &
  LeadEventReads & { formOf: EventFormOf; isMediaOfEvent: IsCaptureOfEvent };

/** What the data-capture screens and the export need of an event (read through the events module). */
export type LeadEventRow = Pick<
  EventRecord,
  'id' | 'uuid' | 'user_id' | 'event_name' | 'venue_name' | 'time_zone' | 'start_at' | 'end_at'
>;

const matches = (columns: string[], search: string) => (eb: ExpressionBuilder<Database, 'leads'>) => {
  const pattern = containsPattern(search);
  return eb.or(
    columns.map((column) => eb(sql`lower(${sql.ref(column)})`, 'like', sql<string>`${pattern} escape '\\'`)),
  );
};

export function createLeadsRepository(db: Kysely<Database>) {
  const leadsOf = (eventId: number, search: string) => {
    const query = db.selectFrom('leads').where('event_id', '=', eventId).where('erased_at', 'is', null);
    return search === '' ? query : query.where(matches(['name', 'email', 'mobile'], search));
  };

  return {
    /** Every lead of the event, erased ones too: a total that keeps counting what guests erased. */
    async countOfEvent(eventId: number): Promise<number> {
      const row = await db
        .selectFrom('leads')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('event_id', '=', eventId)
        .executeTakeFirstOrThrow();
      // PostgreSQL counts as bigint, which pg hands over as text.
      return Number(row.count);
    },

    /** How many of the event's leads agreed to marketing messages. */
    async consentedCountOfEvent(eventId: number): Promise<number> {
      const row = await db
        .selectFrom('leads')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('event_id', '=', eventId)
        .where('marketing_consent', '=', 1)
        .executeTakeFirstOrThrow();
      // PostgreSQL counts as bigint, which pg hands over as text.
      return Number(row.count);
    },

    /** The leads the booth recorded with this capture of the event. */
    ofCapture(eventId: number, mediaId: number): Promise<LeadRow[]> {
      return db
        .selectFrom('leads')
        .selectAll()
        .where('event_id', '=', eventId)
        .where('media_id', '=', mediaId)
        .where('erased_at', 'is', null)
        .execute();
    },

    findById(id: number): Promise<LeadRow | undefined> {
      return db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findByClientId(eventId: number, clientId: string): Promise<LeadRow | undefined> {
      return db
        .selectFrom('leads')
        .selectAll()
        .where('event_id', '=', eventId)
        .where('client_id', '=', clientId)
        .executeTakeFirst();
    },

    /** Notes the fields a lead answered, so the export keeps their columns should the form drop them. */
    async recordAnswerFields(eventId: number, fields: readonly { name: string; label: string }[]): Promise<void> {
      if (fields.length === 0) return;
      await db
        .insertInto('lead_answer_fields')
        .values(fields.map(({ name, label }) => ({ event_id: eventId, name, label })))
        .onConflict((conflict) => conflict.columns(['event_id', 'name']).doNothing())
        .execute();
    },

    /** Every field the event's leads have answers under, by name. */
    answerFieldsOf(eventId: number): Promise<{ name: string; label: string }[]> {
      return db
        .selectFrom('lead_answer_fields')
        .select(['name', 'label'])
        .where('event_id', '=', eventId)
        .orderBy('name')
        .execute();
    },

    /** Throws a unique violation when the event already has a lead with this client id. */
    insert(lead: NewLead): Promise<LeadRow> {
      return db.insertInto('leads').values(lead).returningAll().executeTakeFirstOrThrow();
    },

    /** Lead counts of the given events, as their lists show them; an event without leads is left out. */
    async leadCounts(eventIds: number[]): Promise<Map<number, number>> {
      if (eventIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('leads')
        .select((eb) => ['event_id', eb.fn.countAll<number>().as('n')])
        .where('event_id', 'in', eventIds)
        .where('erased_at', 'is', null)
        .groupBy('event_id')
        .execute();
      return new Map(rows.map((row) => [row.event_id, Number(row.n)]));
    },

    async countLeads(eventId: number, search: string): Promise<number> {
      const row = await leadsOf(eventId, search)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** The event's leads who agreed to marketing messages, with an e-mail address and with a mobile number. */
    async countReachable(eventId: number): Promise<{ email: number; sms: number }> {
      const row = await db
        .selectFrom('leads')
        .where('event_id', '=', eventId)
        .where('erased_at', 'is', null)
        .where('marketing_consent', '=', 1)
        .select((eb) => [
          eb.fn.count<number>(eb.case().when('email', '<>', '').then(1).end()).as('email'),
          eb.fn
            .count<number>(
              eb
                .case()
                .when(eb.and([eb('mobile', 'is not', null), eb('mobile', '<>', '')]))
                .then(1)
                .end(),
            )
            .as('sms'),
        ])
        .executeTakeFirstOrThrow();
      return { email: Number(row.email), sms: Number(row.sms) };
    },

    /** Newest first. */
    pageOfLeads(eventId: number, search: string, limit: number, offset: number): Promise<LeadRow[]> {
      return leadsOf(eventId, search).selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute();
    },

    /** The event's leads after `afterId`, by id: one keyset page of an export or a send to all. */
    leadsAfter(eventId: number, afterId: number, limit: number): Promise<LeadRow[]> {
      return db
        .selectFrom('leads')
        .selectAll()
        .where('event_id', '=', eventId)
        .where('erased_at', 'is', null)
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /** Those of the ids that are the event's leads. */
    leadsByIds(eventId: number, ids: number[]): Promise<LeadRow[]> {
      return db
        .selectFrom('leads')
        .selectAll()
        .where('event_id', '=', eventId)
        .where('erased_at', 'is', null)
        .where('id', 'in', ids)
        .execute();
    },
  };
}
