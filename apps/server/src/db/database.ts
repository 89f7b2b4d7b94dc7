/** Opens the database named by the configuration: a SQLite file in DATA_DIR, or PostgreSQL. */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { type Compilable, type CompiledQuery, Kysely, PostgresDialect, type QueryResult, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { SqliteLocking } from '../config.ts';
import { createKeptReads, isKeptUntilWrite, type KeptReads } from './kept-reads.ts';
import type { Database } from './schema.ts';

export type DialectName = 'sqlite' | 'postgres';

export type DatabaseHandle = {
  db: Kysely<Database>;
  dialect: DialectName;
};

// COUNT(*) and other int8 results arrive as strings by default; every count here fits a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export type DatabaseOptions = {
  dataDir: string;
  databaseUrl: string | undefined;
  databaseSchema?: string;
  sqliteLocking?: SqliteLocking;
};

/**
 * Kysely prepares every query afresh; SQLite's parse and plan then costs more than running a
 * small indexed query. Statements are reused per SQL text (a bounded set: queries are built in code).
 * Every statement passes here just before it runs, so a statement that writes calls `beforeWrite`.
 */
function withStatementCache(file: SQLite.Database, beforeWrite: () => void) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    prepare(query: string) {
      let statement = statements.get(query);
      if (!statement) {
        statement = file.prepare(query);
        if (statements.size < 2000) statements.set(query, statement);
      }
      if (!statement.readonly) beforeWrite();
      return statement;
    },
    close: () => file.close(),
  };
}

/**
 * On SQLite, an already compiled read (the session and membership lookups every signed-in call
 * makes, see reusable-query.ts) runs straight on its statement: Kysely's executor, connection
 * hand-off and promise chain cost about as much as the query itself. Only outside a transaction:
 * inside one, the read queues behind it as usual, so it never sees uncommitted rows.
 * When this process is the file's one writer, reads marked keep-until-write are answered from
 * memory until the next write (kept-reads.ts). A write, committed or not, forgets every answer
 * before it runs, so a kept answer never shows a row that a transaction has since changed.
 */
class SqliteKysely extends Kysely<Database> {
  readonly #statements: ReturnType<typeof withStatementCache>;
  readonly #file: SQLite.Database;
  readonly #keptReads: KeptReads | undefined;

  constructor(file: SQLite.Database, keptReads: KeptReads | undefined) {
    const statements = withStatementCache(file, () => keptReads?.forgetAll());
    super({ dialect: new SqliteDialect({ database: statements }) });
    this.#statements = statements;
    this.#file = file;
    this.#keptReads = keptReads;
  }

  override executeQuery<R>(query: CompiledQuery<R> | Compilable<R>): Promise<QueryResult<R>> {
    if (!('sql' in query)) return super.executeQuery(query);
    const keep = this.#keptReads && isKeptUntilWrite(query) ? this.#keptReads : undefined;
    const kept = keep?.get(query);
    if (kept) return Promise.resolve({ rows: kept as R[] });
    if (!this.#file.inTransaction) {
      const statement = this.#statements.prepare(query.sql);
      if (statement.reader && statement.readonly) {
        try {
          const rows = statement.all(...query.parameters) as R[];
          keep?.keep(query, rows);
          return Promise.resolve({ rows });
        } catch (error) {
          return Promise.reject(error);
        }
      }
    }
    return super.executeQuery(query);
  }
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(options.databaseSchema ? { options: `-c search_path=${options.databaseSchema}` } : {}),
    });
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const filePath = path.join(options.dataDir, 'boothdeck.sqlite');
  const file = new SQLite(filePath);
  file.pragma('busy_timeout = 5000');
  // Exclusive: the lock is taken once and held, instead of two fcntl calls on every statement,
  // which on a signed-in call cost as much as the queries; no other program can open the file.
  const exclusive = (options.sqliteLocking ?? 'exclusive') === 'exclusive';
  if (exclusive) file.pragma('locking_mode = EXCLUSIVE');
  try {
    file.pragma('journal_mode = WAL');
  } catch (error) {
    file.close();
    if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
    throw new Error(
      `${filePath} is in use by another program (a running Boothdeck server holds it alone). Stop it first, or run both with SQLITE_LOCKING=normal.`,
    );
  }
  file.pragma('foreign_keys = ON');
  file.pragma('synchronous = NORMAL');
  // SQLite's lower() folds ASCII letters only, PostgreSQL's every letter; searches use lower() on both.
  file.function('lower', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? value.toLowerCase() : value,
  );
  return {
    // Held alone, the file changes only through this process's own writes: see kept-reads.ts.
    db: new SqliteKysely(file, exclusive ? createKeptReads() : undefined),
    dialect: 'sqlite',
  };
}
