/** Opens the database named by the configuration: a SQLite file in DATA_DIR, or PostgreSQL. */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { type Compilable, type CompiledQuery, Kysely, PostgresDialect, type QueryResult, SqliteDialect } from 'kysely';
import pg from 'pg';
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
  /** Hears of connections PostgreSQL dropped (a restart, a network cut); the server logs them. */
  onConnectionError?: (error: Error) => void;
};

/**
 * How long PostgreSQL may take, so a database that has gone away turns requests into quick 503s
 * (see errors.ts) rather than requests that hang. Connecting, or waiting for a free connection
 * when all are busy, gives up after a few seconds; one statement may run for a minute (every
 * query is indexed and paged; a long export is many short statements), and the client stops
 * waiting a little after that, for a server that can no longer even say it gave up.
 */
export const POSTGRES_TIMEOUTS = Object.freeze({
  connectionTimeoutMillis: 3_000,
  statement_timeout: 60_000,
  query_timeout: 65_000,
  idle_in_transaction_session_timeout: 60_000,
});

/**
 * The PostgreSQL pool. A connection PostgreSQL closes (a restart, `pg_terminate_backend`, a cut
 * network) makes its client emit 'error', idle in the pool or checked out by a query, and an
 * 'error' nobody listens to ends the process; both are heard here and reported instead. The pool
 * drops such clients and opens new connections on demand, so once the database is back the next
 * queries simply work.
 */
function openPostgresPool(connectionString: string, onConnectionError: (error: Error) => void): pg.Pool {
  const pool = new pg.Pool({ connectionString, max: 10, keepAlive: true, ...POSTGRES_TIMEOUTS });
  pool.on('error', onConnectionError);
  pool.on('connect', (client) => {
    client.on('error', onConnectionError);
  });
  return pool;
}

/** The SQLite database's file in the data folder. */
export const SQLITE_FILE_NAME = 'boothdeck.sqlite';

/**
 * Kysely prepares every query afresh; SQLite's parse and plan then costs more than running a
 * small indexed query. Statements are reused per SQL text (a bounded set: queries are built in code).
 */
function withStatementCache(file: SQLite.Database) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    prepare(query: string) {
      let statement = statements.get(query);
      if (!statement) {
        statement = file.prepare(query);
        if (statements.size < 2000) statements.set(query, statement);
      }
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
 */
class SqliteKysely extends Kysely<Database> {
  readonly #statements: ReturnType<typeof withStatementCache>;
  readonly #file: SQLite.Database;

  constructor(file: SQLite.Database) {
    const statements = withStatementCache(file);
    super({ dialect: new SqliteDialect({ database: statements }) });
    this.#statements = statements;
    this.#file = file;
  }

  override executeQuery<R>(query: CompiledQuery<R> | Compilable<R>): Promise<QueryResult<R>> {
    if ('sql' in query && !this.#file.inTransaction) {
      const statement = this.#statements.prepare(query.sql);
      if (statement.reader && statement.readonly) {
        try {
          return Promise.resolve({ rows: statement.all(...query.parameters) as R[] });
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
    const pool = openPostgresPool(options.databaseUrl, options.onConnectionError ?? (() => undefined));
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const file = new SQLite(path.join(options.dataDir, SQLITE_FILE_NAME));
  // Other programs (npm run demo, the sqlite3 shell) may use the file while the server runs:
  // they wait up to five seconds for each other's writes rather than fail at once.
  file.pragma('busy_timeout = 5000');
  file.pragma('journal_mode = WAL');
  file.pragma('foreign_keys = ON');
  file.pragma('synchronous = NORMAL');
  // SQLite's lower() folds ASCII letters only, PostgreSQL's every letter; searches use lower() on both.
  file.function('lower', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? value.toLowerCase() : value,
  );
  return { db: new SqliteKysely(file), dialect: 'sqlite' };
}
