/**
 * The statements that move an install's rows between its two databases: from a SQLite file into
 * PostgreSQL (a move, a restore), and from PostgreSQL into a SQLite file (a backup). What a
 * PostgreSQL schema holds (tables, their columns, which table refers to which, the id
 * sequences), reading a source table by table, and writing each table's rows on the target.
 */
import type SQLite from 'better-sqlite3';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../src/db/schema.ts';

/**
 * Made in a new target before its migrations and dropped in the transaction that commits the
 * copied rows: while it exists, the target holds nothing but what an unfinished run made.
 */
const UNFINISHED_MARKER = 'migrate_to_unfinished';

/** The migrations' bookkeeping (each side's migrations write their own), and the marker above. */
const NOT_COPIED = new Set(['kysely_migration', 'kysely_migration_lock', 'migration_releases', UNFINISHED_MARKER]);

/** A name as PostgreSQL and SQLite both read it when it is quoted. */
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

export type Reference = { table: string; refersTo: string };

export function createPostgresSchemaRepository(db: Kysely<Database>) {
  return {
    /** The tables of the target's schema, without the migrations' own. */
    async tables(): Promise<string[]> {
      const { rows } = await sql<{ name: string }>`
        select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
      return rows.map((row) => row.name).filter((name) => !NOT_COPIED.has(name));
    },

    /** Every foreign key of the schema, as the table holding it and the table it names. */
    async references(): Promise<Reference[]> {
      const { rows } = await sql<Reference>`
        select child.relname as "table", parent.relname as "refersTo"
        from pg_constraint k
        join pg_class child on child.oid = k.conrelid
        join pg_class parent on parent.oid = k.confrelid
        join pg_namespace n on n.oid = k.connamespace
        where k.contype = 'f' and n.nspname = current_schema()`.execute(db);
      return rows;
    },

    async columns(table: string): Promise<string[]> {
      const { rows } = await sql<{ name: string }>`
        select column_name as name from information_schema.columns
        where table_schema = current_schema() and table_name = ${table} order by ordinal_position`.execute(db);
      return rows.map((row) => row.name);
    },

    /** Whether the target's schema has any table at all (a new database has none). */
    async hasTables(): Promise<boolean> {
      const { rows } = await sql<{ found: number }>`
        select 1 as found from information_schema.tables where table_schema = current_schema() limit 1`.execute(db);
      return rows.length > 0;
    },

    async isUnfinished(): Promise<boolean> {
      const { rows } = await sql<{ found: number }>`
        select 1 as found from information_schema.tables
        where table_schema = current_schema() and table_name = ${UNFINISHED_MARKER}`.execute(db);
      return rows.length > 0;
    },

    async markUnfinished(): Promise<void> {
      await sql`create table ${sql.table(UNFINISHED_MARKER)} (started_at text not null)`.execute(db);
    },
  };
}

export function createTargetWriter(trx: Transaction<Database>) {
  return {
    /** Empties the tables: what the migrations seeded, or what an earlier run's transaction left (nothing). */
    async empty(tables: readonly string[]): Promise<void> {
      if (tables.length === 0) return;
      await sql`truncate ${sql.join(tables.map((table) => sql.table(table)))}`.execute(trx);
    },

    async markFinished(): Promise<void> {
      await sql`drop table ${sql.table(UNFINISHED_MARKER)}`.execute(trx);
    },

    /**
     * Switches the table's own triggers off or on. The source's rows already carry what its
     * triggers wrote (the activity counts), so they must not fire again as the rows arrive.
     * Foreign keys are not triggers of this kind and are still checked.
     */
    async setTriggers(table: string, enabled: boolean): Promise<void> {
      await sql.raw(`alter table ${quoted(table)} ${enabled ? 'enable' : 'disable'} trigger user`).execute(trx);
    },

    async insert(table: string, columns: readonly string[], rows: readonly unknown[][]): Promise<void> {
      if (rows.length === 0) return;
      const values = rows.map((row) => sql`(${sql.join(row.map((value) => sql`${value}`))})`);
      await sql`insert into ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))})
        values ${sql.join(values)}`.execute(trx);
    },

    /** Sets each id sequence past the highest id copied, so the next row made gets a new id. */
    async resetSequences(): Promise<number> {
      const { rows } = await sql<{ table: string; column: string; sequence: string }>`
        select table_name as "table", column_name as "column",
          pg_get_serial_sequence(quote_ident(table_name), column_name) as sequence
        from information_schema.columns
        where table_schema = current_schema() and column_default like 'nextval(%'`.execute(trx);
      for (const { table, column, sequence } of rows) {
        await sql`select setval(${sequence}, coalesce((select max(${sql.ref(column)}) from ${sql.table(table)}), 0) + 1, false)`.execute(
          trx,
        );
      }
      return rows.length;
    },
  };
}

export function createSourceReader(file: SQLite.Database) {
  return {
    tables(): string[] {
      const rows = file
        .prepare(`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`)
        .all() as { name: string }[];
      return rows.map((row) => row.name).filter((name) => !NOT_COPIED.has(name));
    },

    columns(table: string): string[] {
      return (file.prepare(`select name from pragma_table_info(?)`).all(table) as { name: string }[]).map(
        (row) => row.name,
      );
    },

    /** The table's rows as lists of values in the columns' order, streamed in insertion order. */
    rows(table: string, columns: readonly string[]): IterableIterator<unknown[]> {
      return file
        .prepare(`select ${columns.map(quoted).join(', ')} from ${quoted(table)} order by rowid`)
        .raw()
        .iterate() as IterableIterator<unknown[]>;
    },
  };
}

export type SourceReader = ReturnType<typeof createSourceReader>;

/** Rows read from PostgreSQL per fetch. */
const ROWS_PER_READ = 1000;

/** Reads a PostgreSQL install's rows, within the transaction (one snapshot) it is given. */
export function createPostgresReader(trx: Transaction<Database>) {
  return {
    /** The table's rows as lists of values in the columns' order, through a cursor, a page at a time. */
    async *rows(table: string, columns: readonly string[]): AsyncGenerator<unknown[]> {
      await sql`declare table_rows no scroll cursor for
        select ${sql.join(columns.map((column) => sql.ref(column)))} from ${sql.table(table)}`.execute(trx);
      try {
        for (;;) {
          const { rows } = await sql<
            Record<string, unknown>
          >`fetch ${sql.raw(String(ROWS_PER_READ))} from table_rows`.execute(trx);
          for (const row of rows) yield columns.map((column) => row[column] ?? null);
          if (rows.length < ROWS_PER_READ) return;
        }
      } finally {
        await sql`close table_rows`.execute(trx);
      }
    },
  };
}

/**
 * Writes rows into a SQLite file that holds the schema and nothing the run must keep. Its
 * triggers are dropped while rows arrive (the rows already carry what they wrote) and made
 * again after; foreign keys are checked once all rows are in.
 */
export function createSqliteWriter(file: SQLite.Database) {
  const triggers = file.prepare(`select name, sql from sqlite_master where type = 'trigger'`).all() as {
    name: string;
    sql: string;
  }[];
  return {
    /** Empties the tables and sets their triggers aside; `finish` makes them again. */
    begin(tables: readonly string[]): void {
      file.pragma('foreign_keys = OFF');
      file.exec('BEGIN');
      for (const { name } of triggers) file.exec(`drop trigger ${quoted(name)}`);
      for (const table of tables) file.exec(`delete from ${quoted(table)}`);
    },

    insert(table: string, columns: readonly string[], rows: readonly unknown[][]): void {
      const statement = file.prepare(
        `insert into ${quoted(table)} (${columns.map(quoted).join(', ')}) values (${columns.map(() => '?').join(', ')})`,
      );
      for (const row of rows) statement.run(...row);
    },

    /** Makes the triggers again and commits, unless a row names another that is not there. */
    finish(): void {
      for (const { sql: statement } of triggers) file.exec(statement);
      const broken = file.pragma('foreign_key_check') as { table: string }[];
      if (broken.length > 0) {
        file.exec('ROLLBACK');
        throw new Error(`rows of ${broken[0]?.table} name rows that are not there`);
      }
      file.exec('COMMIT');
      file.pragma('foreign_keys = ON');
    },
  };
}
