/**
 * Copies a PostgreSQL install's rows into a new SQLite file in a folder of its own (a backup's
 * database): the file gets its schema from the migrations, then every table's rows, read in one
 * read-only snapshot, so the copy is of one moment while the server goes on writing. The file is
 * what `migrateInstall` reads, so it restores into either database.
 */
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { openDatabase, SQLITE_FILE_NAME } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { copyPlan } from './migrate-install.ts';
import {
  createPostgresReader,
  createPostgresSchemaRepository,
  createSourceReader,
  createSqliteWriter,
} from './table-copy.repository.ts';

export async function copyPostgresToSqliteFile({
  databaseUrl,
  folder,
  log = () => {},
}: {
  databaseUrl: string;
  /** A new, empty folder: the SQLite file is made in it. */
  folder: string;
  log?: (line: string) => void;
}): Promise<Record<string, number>> {
  const staged = openDatabase({ dataDir: folder, databaseUrl: undefined });
  await migrateToLatest(staged).finally(() => staged.db.destroy());

  const source = openDatabase({ dataDir: folder, databaseUrl });
  const file = new SQLite(path.join(folder, SQLITE_FILE_NAME));
  try {
    return await source.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute(async (trx) => {
        const plan = await copyPlan(createPostgresSchemaRepository(trx), createSourceReader(file));
        const reader = createPostgresReader(trx);
        const writer = createSqliteWriter(file);
        writer.begin([...plan.keys()]);
        const rows: Record<string, number> = {};
        for (const [table, columns] of plan) {
          let batch: unknown[][] = [];
          rows[table] = 0;
          for await (const row of reader.rows(table, columns)) {
            batch.push(row);
            if (batch.length < 1000) continue;
            writer.insert(table, columns, batch);
            rows[table] += batch.length;
            batch = [];
          }
          writer.insert(table, columns, batch);
          rows[table] += batch.length;
          log(`rows: ${table} ${rows[table]}`);
        }
        writer.finish();
        return rows;
      });
  } finally {
    file.close();
    await source.db.destroy();
  }
}
