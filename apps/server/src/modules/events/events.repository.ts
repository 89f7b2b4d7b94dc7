/** All SQL for events: always scoped to the owner, so another organiser's event is simply not found. */
import { type Insertable, type Kysely, type SelectQueryBuilder, sql, type Transaction, type Updateable } from 'kysely';
import { containsPattern } from '../../db/contains-pattern.ts';
import type { DialectName } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { ListedState } from './event-state.ts';
import type { EventRow, EventStatus, EventsTable } from './events.tables.ts';

export type EventsRepository = ReturnType<typeof createEventsRepository>;

export type EventPageRequest = { state: ListedState; nowIso: string; search: string; page: number; perPage: number };

type EventsQuery = SelectQueryBuilder<Database, 'events', object>;

function whereListed(query: EventsQuery, { state, nowIso, search }: EventPageRequest): EventsQuery {
  let filtered = query.where('status', '=', 'final');
  if (state === 'live') filtered = filtered.where('start_at', '<=', nowIso).where('end_at', '>', nowIso);
  if (state === 'upcoming') filtered = filtered.where('start_at', '>', nowIso);
  if (state === 'past') filtered = filtered.where('end_at', '<=', nowIso);
  return whereNamed(filtered, search);
}

/** Events whose name or venue contains `search` (any case); all of them for ''. */
function whereNamed(query: EventsQuery, search: string): EventsQuery {
  if (search === '') return query;
  const pattern = containsPattern(search);
  return query.where((eb) =>
    eb.or([
      eb(sql`lower(event_name)`, 'like', sql<string>`${pattern} escape '\\'`),
      eb(sql`lower(venue_name)`, 'like', sql<string>`${pattern} escape '\\'`),
    ]),
  );
}

export function createEventsRepository(db: Kysely<Database>, dialect: DialectName) {
  const owned = (userId: number) => db.selectFrom('events').where('user_id', '=', userId);

  return {
    /** Runs `work` in one transaction; calls given its `trx` take part in it. */
    transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },

    insert(values: Insertable<EventsTable>, trx: Kysely<Database> = db): Promise<EventRow> {
      return trx.insertInto('events').values(values).returningAll().executeTakeFirstOrThrow();
    },

    findOwned(userId: number, eventId: number, status?: EventStatus): Promise<EventRow | undefined> {
      let query = owned(userId).selectAll().where('id', '=', eventId);
      if (status) query = query.where('status', '=', status);
      return query.executeTakeFirst();
    },

    findOwnedByUuid(userId: number, uuid: string): Promise<EventRow | undefined> {
      return owned(userId).selectAll().where('uuid', '=', uuid).executeTakeFirst();
    },

    /** The id and name of every event of the organiser, drafts too, by id. */
    namesOfOwned(userId: number): Promise<{ id: number; event_name: string }[]> {
      return owned(userId).select(['id', 'event_name']).orderBy('id').execute();
    },

    /** Any organiser's event: for a booth signed in to it or a guest at it, never for an organiser's call. */
    findById(eventId: number): Promise<EventRow | undefined> {
      return db.selectFrom('events').selectAll().where('id', '=', eventId).executeTakeFirst();
    },

    findByUuid(uuid: string): Promise<EventRow | undefined> {
      return db.selectFrom('events').selectAll().where('uuid', '=', uuid).executeTakeFirst();
    },

    /**
     * The owner's event, read within `trx` and held as read until `trx` ends: nobody can change or
     * remove it meanwhile. PostgreSQL needs the row lock for that; a SQLite transaction already
     * has the database to itself.
     */
    findOwnedToKeep(trx: Transaction<Database>, userId: number, eventId: number): Promise<EventRow | undefined> {
      const query = trx.selectFrom('events').selectAll().where('id', '=', eventId).where('user_id', '=', userId);
      return (dialect === 'postgres' ? query.forShare() : query).executeTakeFirst();
    },

    update(userId: number, eventId: number, changes: Updateable<EventsTable>): Promise<EventRow | undefined> {
      return db
        .updateTable('events')
        .set(changes)
        .where('id', '=', eventId)
        .where('user_id', '=', userId)
        .returningAll()
        .executeTakeFirst();
    },

    /** Finalises a draft; undefined when it is not (or no longer) a draft of this owner. */
    finalise(userId: number, eventId: number, nowIso: string): Promise<EventRow | undefined> {
      return db
        .updateTable('events')
        .set({ status: 'final', finalised_at: nowIso, updated_at: nowIso })
        .where('id', '=', eventId)
        .where('user_id', '=', userId)
        .where('status', '=', 'draft')
        .returningAll()
        .executeTakeFirst();
    },

    /** Records a device purchase once: a second payment for the same event changes nothing. */
    async markPaid(
      trx: Transaction<Database>,
      where: { userId: number; eventId: number },
      paid: { paymentId: number; device: number; nowIso: string },
    ): Promise<boolean> {
      const result = await trx
        .updateTable('events')
        .set({ paid_payment_id: paid.paymentId, device: paid.device, updated_at: paid.nowIso })
        .where('id', '=', where.eventId)
        .where('user_id', '=', where.userId)
        .where('paid_payment_id', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** An event whose payment was refunded is unpaid again. */
    async markUnpaid(trx: Transaction<Database>, paymentId: number, nowIso: string): Promise<void> {
      await trx
        .updateTable('events')
        .set({ paid_payment_id: null, updated_at: nowIso })
        .where('paid_payment_id', '=', paymentId)
        .execute();
    },

    remove(userId: number, eventId: number, status?: EventStatus): Promise<Pick<EventRow, 'image_path'> | undefined> {
      let query = db.deleteFrom('events').where('id', '=', eventId).where('user_id', '=', userId);
      if (status) query = query.where('status', '=', status);
      return query.returning('image_path').executeTakeFirst();
    },

    /** Live and upcoming count finalised events only (drafts belong to no tab); the total counts drafts too. */
    async countsOfOwned(userId: number, nowIso: string): Promise<{ total: number; live: number; upcoming: number }> {
      const row = await db
        .selectNoFrom((eb) => {
          const ownEvents = () => eb.selectFrom('events').where('user_id', '=', userId);
          const count = eb.fn.countAll<number>().as('n');
          return [
            ownEvents().select(count).as('total'),
            // Read through (user_id, status, end_at): only events not yet over.
            ownEvents()
              .select(count)
              .where('status', '=', 'final')
              .where('end_at', '>', nowIso)
              .where('start_at', '<=', nowIso)
              .as('live'),
            ownEvents().select(count).where('status', '=', 'final').where('start_at', '>', nowIso).as('upcoming'),
          ];
        })
        .executeTakeFirstOrThrow();
      return { total: Number(row.total ?? 0), live: Number(row.live ?? 0), upcoming: Number(row.upcoming ?? 0) };
    },

    /** A page of the owner's final events named like `search`, newest start first, and how many there are. */
    async pageOfFinal(
      userId: number,
      { search, limit, offset }: { search: string; limit: number; offset: number },
    ): Promise<{ rows: EventRow[]; total: number }> {
      const named = whereNamed(owned(userId).where('status', '=', 'final'), search);
      const [rows, count] = await Promise.all([
        named.selectAll().orderBy('start_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
        named.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.total) };
    },

    async page(userId: number, request: EventPageRequest): Promise<{ rows: EventRow[]; total: number }> {
      const listed = whereListed(owned(userId), request);
      const ordered =
        request.state === 'past'
          ? listed.orderBy('end_at', 'desc').orderBy('id', 'desc')
          : listed.orderBy('start_at', 'asc').orderBy('id', 'asc');
      const [rows, count] = await Promise.all([
        ordered
          .selectAll()
          .limit(request.perPage)
          .offset((request.page - 1) * request.perPage)
          .execute(),
        listed.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.total) };
    },

    drafts(userId: number): Promise<EventRow[]> {
      return owned(userId)
        .selectAll()
        .where('status', '=', 'draft')
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },
  };
}
