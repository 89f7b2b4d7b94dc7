import { type Kysely, sql } from 'kysely';
import { withIdColumn } from '../columns.ts';
import type { DialectName } from '../database.ts';

/**
 * What happens at an event: captured media, shares and leads, plus `activity_counts`, one row
 * per organiser, metric and UTC day. The dashboard reads only the counts: summing 1,000,000
 * share rows per request is far over its 50 ms budget (measured 50–500 ms on SQLite), while an
 * organiser has a few thousand count rows a year.
 *
 * The counts are kept by triggers, so every writer (booth uploads, guest shares, imports) and
 * every removal (an event, a user, a single row) keeps them right without knowing about them.
 * Trigger syntax is the one thing here that differs by dialect: row triggers on SQLite,
 * statement triggers with transition tables on PostgreSQL (one upsert per batch insert).
 */

/** The counted tables and the metric each row adds to; `row` is the trigger's row alias. */
const COUNTED = [
  { table: 'media_items', metric: () => `'media'` },
  { table: 'leads', metric: () => `'lead'` },
  { table: 'shares', metric: (row: string) => `'share:' || ${row}.channel` },
] as const;

/**
 * A counted table: `where` narrows the rows that count (all of them when absent), and
 * `keyColumns` are the columns whose change moves a row between counts on SQLite.
 */
export type Counted = {
  table: string;
  metric: (row: string) => string;
  where?: (row: string) => string;
  keyColumns?: string;
};

const andWhere = ({ where }: Counted, row: string) => (where ? ` AND ${where(row)}` : '');

export function sqliteTriggers(counted: Counted): string[] {
  const { table, metric } = counted;
  const day = (row: string) => `substr(${row}.created_at, 1, 10)`;
  const add = `INSERT INTO activity_counts (user_id, metric, day, total)
      SELECT user_id, ${metric('NEW')}, ${day('NEW')}, 1 FROM events WHERE id = NEW.event_id${andWhere(counted, 'NEW')}
      ON CONFLICT (user_id, metric, day) DO UPDATE SET total = total + 1;`;
  const remove = `UPDATE activity_counts SET total = total - 1
      WHERE user_id = (SELECT user_id FROM events WHERE id = OLD.event_id)
        AND metric = ${metric('OLD')} AND day = ${day('OLD')}${andWhere(counted, 'OLD')};`;
  const keyColumns =
    counted.keyColumns ?? (table === 'shares' ? 'event_id, created_at, channel' : 'event_id, created_at');
  return [
    `CREATE TRIGGER ${table}_counted AFTER INSERT ON ${table} BEGIN ${add} END`,
    `CREATE TRIGGER ${table}_uncounted AFTER DELETE ON ${table} BEGIN ${remove} END`,
    `CREATE TRIGGER ${table}_recounted AFTER UPDATE OF ${keyColumns} ON ${table} BEGIN ${remove} ${add} END`,
  ];
}

export function postgresTriggers(counted: Counted): string[] {
  const { table, metric } = counted;
  const where = counted.where ? ` WHERE ${counted.where('r')}` : '';
  const grouped = (rows: string) => `SELECT e.user_id, ${metric('r')} AS metric, substr(r.created_at, 1, 10) AS day,
        count(*) AS total
      FROM ${rows} r JOIN events e ON e.id = r.event_id${where} GROUP BY 1, 2, 3`;
  // Ordered, so two batches for the same organiser lock its count rows in the same order.
  const add = `INSERT INTO activity_counts (user_id, metric, day, total)
      SELECT * FROM (${grouped('inserted')}) g ORDER BY 1, 2, 3
      ON CONFLICT (user_id, metric, day) DO UPDATE SET total = activity_counts.total + excluded.total;`;
  const remove = `UPDATE activity_counts c SET total = c.total - g.total FROM (${grouped('removed')}) g
      WHERE c.user_id = g.user_id AND c.metric = g.metric AND c.day = g.day;`;
  const fn = (name: string, body: string) =>
    `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${body} RETURN NULL; END $$`;
  return [
    fn(`${table}_counted`, add),
    fn(`${table}_uncounted`, remove),
    fn(`${table}_recounted`, `${remove} ${add}`),
    `CREATE TRIGGER ${table}_counted AFTER INSERT ON ${table} REFERENCING NEW TABLE AS inserted
      FOR EACH STATEMENT EXECUTE FUNCTION ${table}_counted()`,
    `CREATE TRIGGER ${table}_uncounted AFTER DELETE ON ${table} REFERENCING OLD TABLE AS removed
      FOR EACH STATEMENT EXECUTE FUNCTION ${table}_uncounted()`,
    `CREATE TRIGGER ${table}_recounted AFTER UPDATE ON ${table} REFERENCING OLD TABLE AS removed NEW TABLE AS inserted
      FOR EACH STATEMENT EXECUTE FUNCTION ${table}_recounted()`,
  ];
}

/**
 * A removed event's rows go before the event itself, while the triggers above can still find
 * its organiser (a foreign-key cascade runs after the parent row is gone).
 */
function removeEventRowsFirst(dialect: DialectName): string[] {
  const deletes = COUNTED.map(({ table }) => `DELETE FROM ${table} WHERE event_id = OLD.id;`).join(' ');
  if (dialect === 'sqlite') {
    return [`CREATE TRIGGER events_activity_removed BEFORE DELETE ON events BEGIN ${deletes} END`];
  }
  return [
    `CREATE FUNCTION events_activity_removed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${deletes} RETURN OLD; END $$`,
    `CREATE TRIGGER events_activity_removed BEFORE DELETE ON events
      FOR EACH ROW EXECUTE FUNCTION events_activity_removed()`,
  ];
}

export function activityMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db.schema.createTable('media_items'), dialect)
        .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('media_type', 'text', (c) => c.notNull())
        .addColumn('file_path', 'text', (c) => c.notNull())
        .addColumn('thumbnail_path', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('media_items_event_created')
        .on('media_items')
        .columns(['event_id', 'created_at'])
        .execute();

      await withIdColumn(db.schema.createTable('shares'), dialect)
        .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('media_id', 'integer', (c) => c.references('media_items.id').onDelete('set null'))
        .addColumn('channel', 'text', (c) => c.notNull())
        .addColumn('recipient', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('shares_event_created').on('shares').columns(['event_id', 'created_at']).execute();
      await db.schema.createIndex('shares_event_channel').on('shares').columns(['event_id', 'channel']).execute();
      await db.schema.createIndex('shares_media').on('shares').column('media_id').execute();

      await withIdColumn(db.schema.createTable('leads'), dialect)
        .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('mobile', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('leads_event_created').on('leads').columns(['event_id', 'created_at']).execute();

      await db.schema
        .createTable('activity_counts')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('metric', 'text', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('total', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('activity_counts_key', ['user_id', 'metric', 'day'])
        .execute();

      const triggers = dialect === 'sqlite' ? sqliteTriggers : postgresTriggers;
      for (const statement of [...COUNTED.flatMap(triggers), ...removeEventRowsFirst(dialect)]) {
        await sql.raw(statement).execute(db);
      }
    },
  };
}
