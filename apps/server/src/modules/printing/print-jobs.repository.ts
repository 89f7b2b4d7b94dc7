/** Every statement on print jobs. */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PrintJobsTable } from './printing.tables.ts';

export type PrintJobRow = Selectable<PrintJobsTable>;
export type NewPrintJob = Omit<PrintJobRow, 'id'>;

export type PrintJobs = ReturnType<typeof createPrintJobsRepository>;

export function createPrintJobsRepository(db: Kysely<Database>) {
  return {
    findByClientId(eventId: number, clientId: string): Promise<PrintJobRow | undefined> {
      return db
        .selectFrom('print_jobs')
        .selectAll()
        .where('event_id', '=', eventId)
        .where('client_id', '=', clientId)
        .executeTakeFirst();
    },

    insert(job: NewPrintJob): Promise<PrintJobRow> {
      return db.insertInto('print_jobs').values(job).returningAll().executeTakeFirstOrThrow();
    },

    /** The event's sheets printed so far. */
    async sheetsOfEvent(eventId: number): Promise<number> {
      const row = await db
        .selectFrom('print_jobs')
        .select((eb) => eb.fn.sum<number | string | null>('copies').as('sheets'))
        .where('event_id', '=', eventId)
        .executeTakeFirstOrThrow();
      return Number(row.sheets ?? 0);
    },

    /** Sheets and jobs per booth name (null: a booth that gave none), most sheets first. */
    async sheetsByBooth(eventId: number) {
      const rows = await db
        .selectFrom('print_jobs')
        .select((eb) => [
          'booth_name',
          eb.fn.sum<number | string>('copies').as('sheets'),
          eb.fn.countAll<number | string>().as('jobs'),
        ])
        .where('event_id', '=', eventId)
        .groupBy('booth_name')
        .execute();
      return rows
        .map((row) => ({ booth: row.booth_name, sheets: Number(row.sheets), jobs: Number(row.jobs) }))
        .sort((a, b) => b.sheets - a.sheets);
    },

    /** Sheets per UTC hour of printing (`YYYY-MM-DDTHH`), in order; the same SQL on both dialects. */
    async sheetsByHour(eventId: number) {
      const rows = await db
        .selectFrom('print_jobs')
        .select((eb) => [
          eb.fn<string>('substr', ['printed_at', eb.val(1), eb.val(13)]).as('hour'),
          eb.fn.sum<number | string>('copies').as('sheets'),
        ])
        .where('event_id', '=', eventId)
        .groupBy('hour')
        .orderBy('hour')
        .execute();
      return rows.map((row) => ({ hour: row.hour, sheets: Number(row.sheets) }));
    },
  };
}
