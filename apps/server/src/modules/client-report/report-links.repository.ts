/** All SQL of the client report: the links that open an event's report. */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ReportLinksTable } from './client-report.tables.ts';

export type ReportLinkRow = Selectable<ReportLinksTable>;

export type ReportLinksRepository = ReturnType<typeof createReportLinksRepository>;

export function createReportLinksRepository(db: Kysely<Database>) {
  return {
    async insert(link: { event_id: number; public_id: string; created_at: string; expires_at: string | null }) {
      return db.insertInto('report_links').values(link).returningAll().executeTakeFirstOrThrow();
    },

    /** The event's links not revoked, newest first. */
    liveOfEvent(eventId: number): Promise<ReportLinkRow[]> {
      return db
        .selectFrom('report_links')
        .selectAll()
        .where('event_id', '=', eventId)
        .where('revoked_at', 'is', null)
        .orderBy('id', 'desc')
        .execute();
    },

    /** How many of the event's links still open the report at `nowIso`. */
    async countOpenOfEvent(eventId: number, nowIso: string): Promise<number> {
      const row = await db
        .selectFrom('report_links')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('event_id', '=', eventId)
        .where('revoked_at', 'is', null)
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', nowIso)]))
        .executeTakeFirstOrThrow();
      // PostgreSQL counts as bigint, which pg hands over as text.
      return Number(row.count);
    },

    findByPublicId(publicId: string): Promise<ReportLinkRow | undefined> {
      return db.selectFrom('report_links').selectAll().where('public_id', '=', publicId).executeTakeFirst();
    },

    /** Revokes the event's link; false when it has no such link not yet revoked. */
    async revoke(eventId: number, linkId: number, nowIso: string): Promise<boolean> {
      const result = await db
        .updateTable('report_links')
        .set({ revoked_at: nowIso })
        .where('id', '=', linkId)
        .where('event_id', '=', eventId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}
