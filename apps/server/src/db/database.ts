/** Opens the database named by the configuration: a SQLite file in DATA_DIR, or PostgreSQL. */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
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
  databaseSchema?: string;
};

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
  const file = new SQLite(path.join(options.dataDir, 'boothdeck.sqlite'));
  file.pragma('journal_mode = WAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  file.pragma('synchronous = NORMAL');
  // SQLite's lower() folds ASCII letters only, PostgreSQL's every letter; searches use lower() on both.
  file.function('lower', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? value.toLowerCase() : value,
  );
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(file) }) }),
    dialect: 'sqlite',
  };
}
