/**
 * Moves a SQLite install to PostgreSQL (and its media to the storage the target configuration
 * names): the target's schema is made by the migrations, then every row is copied table by
 * table, each after the tables it refers to, and the id sequences are set past the copied ids.
 *
 * - The source must not be in use: the tool takes the data folder's lock a server holds, so a
 *   running server makes it stop at once, and a server started meanwhile is refused.
 * - The target database must be new (no tables), or one an unfinished run of this tool left.
 * - Media go first, then the rows, in one transaction that also drops the run's "unfinished"
 *   marker. A run that fails or is killed leaves the schema, the marker and no copied row, so
 *   it is simply run again (copying a file again replaces it whole); a finished run leaves a
 *   database that holds data, which a later run refuses. No row is ever committed before the
 *   file it names.
 */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { AppConfig } from '../../src/config.ts';
import { DataFolderInUseError, lockDataFolder } from '../../src/db/data-folder-lock.ts';
import { type DatabaseHandle, openDatabase, SQLITE_FILE_NAME } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { SECRETS_KEY_FILE } from '../../src/platform/sealed-secrets/secrets-key.ts';
import { createMediaStorage, mediaFolderOf, mediaLocationOf } from '../../src/platform/storage/media-storage.ts';
import { copyMediaFolder } from './media-copy.ts';
import {
  createPostgresSchemaRepository,
  createSourceReader,
  createTargetWriter,
  type SourceReader,
} from './table-copy.repository.ts';
import { tablesInDependencyOrder } from './table-order.ts';

/** A reason not to start, told in one line; nothing has been written. */
export class MigrationRefused extends Error {}

export type MigrationOptions = {
  /** The SQLite install's data folder. */
  sourceDataDir: string;
  /** The configuration the install runs with afterwards: its PostgreSQL database and media storage. */
  target: AppConfig;
  /** Replaces the rows of a target that already holds data, and its data folder's secrets key (a restore told to). */
  replace?: boolean;
  log?: (line: string) => void;
};

export type MigrationSummary = { rows: Record<string, number>; mediaFiles: number; sequences: number };

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table. */
const rowsPerInsert = (columns: number) => Math.max(1, Math.min(1000, Math.floor(30_000 / columns)));

function holdSourceFolder(dataDir: string) {
  if (!fs.existsSync(path.join(dataDir, SQLITE_FILE_NAME))) {
    throw new MigrationRefused(`there is no SQLite database in ${dataDir} (set DATA_DIR to the install's data folder)`);
  }
  try {
    return lockDataFolder(dataDir);
  } catch (error) {
    if (!(error instanceof DataFolderInUseError)) throw error;
    throw new MigrationRefused(`a Boothdeck server is running on ${dataDir}: stop it first`);
  }
}

type TargetSchema = ReturnType<typeof createPostgresSchemaRepository>;
type Log = (line: string) => void;

/** Takes a new database for this run (or the one an unfinished run left) and gives it the schema. */
async function claimTarget(target: DatabaseHandle, schema: TargetSchema, replace: boolean, log: Log): Promise<void> {
  if (await schema.isUnfinished()) {
    log('target: resuming an unfinished run');
  } else if ((await schema.hasTables()) && !replace) {
    throw new MigrationRefused('the target database already holds data; migrate into a new, empty database');
  } else {
    await schema.markUnfinished();
  }
  await migrateToLatest(target);
}

/** Copies the media unless source and target name the same place; answers how many files. */
async function copyMedia(sourceDataDir: string, target: MigrationOptions['target'], log: Log): Promise<number> {
  if (mediaLocationOf({ dataDir: sourceDataDir }) === mediaLocationOf(target)) {
    log(`media: left where they are (${mediaFolderOf(sourceDataDir)})`);
    return 0;
  }
  const result = await copyMediaFolder(mediaFolderOf(sourceDataDir), createMediaStorage(target), (done, all) =>
    log(`media: ${done} of ${all} files copied`),
  );
  if (result.skipped.length > 0) log(`media: skipped ${result.skipped.length} files that are not media`);
  return result.copied;
}

/** The target's tables in copy order with their columns, checked against the source's. */
export async function copyPlan(schema: TargetSchema, reader: SourceReader): Promise<Map<string, string[]>> {
  const sourceTables = new Set(reader.tables());
  const plan = new Map<string, string[]>();
  for (const table of tablesInDependencyOrder(await schema.tables(), await schema.references())) {
    const columns = await schema.columns(table);
    const sourceColumns = sourceTables.has(table) ? reader.columns(table) : [];
    if ([...columns].sort().join() !== [...sourceColumns].sort().join()) {
      throw new Error(`table ${table} differs between the two databases; both should be at the same version`);
    }
    plan.set(table, columns);
  }
  return plan;
}

/** Every row, in one transaction that also marks the run finished; answers the rows per table. */
async function copyRows(
  target: DatabaseHandle,
  reader: SourceReader,
  plan: Map<string, string[]>,
  log: Log,
): Promise<{ rows: Record<string, number>; sequences: number }> {
  return target.db.transaction().execute(async (trx) => {
    const writer = createTargetWriter(trx);
    const tables = [...plan.keys()];
    await writer.empty(tables);
    for (const table of tables) await writer.setTriggers(table, false);
    const rows: Record<string, number> = {};
    for (const [table, columns] of plan) {
      const size = rowsPerInsert(columns.length);
      let batch: unknown[][] = [];
      let copied = 0;
      for (const row of reader.rows(table, columns)) {
        batch.push(row);
        if (batch.length < size) continue;
        await writer.insert(table, columns, batch);
        copied += batch.length;
        batch = [];
      }
      await writer.insert(table, columns, batch);
      rows[table] = copied + batch.length;
      log(`rows: ${table} ${rows[table]}`);
    }
    for (const table of tables) await writer.setTriggers(table, true);
    const sequences = await writer.resetSequences();
    await writer.markFinished();
    return { rows, sequences };
  });
}

/**
 * The key that sealed the install's stored secrets goes with them to a new data folder
 * (secrets-key.ts). A folder that already has another key is refused: the rows would not open.
 */
function copySecretsKey(sourceDataDir: string, targetDataDir: string, replace: boolean, log: Log): void {
  const from = path.join(sourceDataDir, SECRETS_KEY_FILE);
  const to = path.join(targetDataDir, SECRETS_KEY_FILE);
  if (path.resolve(from) === path.resolve(to) || !fs.existsSync(from)) return;
  if (replace) fs.rmSync(to, { force: true });
  if (fs.existsSync(to)) {
    if (fs.readFileSync(to, 'utf8') === fs.readFileSync(from, 'utf8')) return;
    throw new MigrationRefused(`${to} holds another secrets key than ${from}; remove it or choose another --data-dir`);
  }
  fs.mkdirSync(targetDataDir, { recursive: true });
  fs.copyFileSync(from, to, fs.constants.COPYFILE_EXCL);
  fs.chmodSync(to, 0o600);
  log(`secrets key: copied to ${to}`);
}

export async function migrateInstall({
  sourceDataDir,
  target,
  replace = false,
  log = () => {},
}: MigrationOptions): Promise<MigrationSummary> {
  if (!target.databaseUrl) throw new MigrationRefused('the target must be a PostgreSQL database (postgres://…)');
  const lock = holdSourceFolder(sourceDataDir);
  try {
    // The source is brought to the same schema version first, as a server start would.
    const source = openDatabase({ dataDir: sourceDataDir, databaseUrl: undefined });
    await migrateToLatest(source).finally(() => source.db.destroy());

    const targetDatabase = openDatabase({ dataDir: target.dataDir, databaseUrl: target.databaseUrl });
    const file = new SQLite(path.join(sourceDataDir, SQLITE_FILE_NAME), { readonly: true });
    try {
      const schema = createPostgresSchemaRepository(targetDatabase.db);
      await claimTarget(targetDatabase, schema, replace, log);
      copySecretsKey(sourceDataDir, target.dataDir, replace, log);
      const mediaFiles = await copyMedia(sourceDataDir, target, log);
      const reader = createSourceReader(file);
      const { rows, sequences } = await copyRows(targetDatabase, reader, await copyPlan(schema, reader), log);
      return { rows, mediaFiles, sequences };
    } finally {
      file.close();
      await targetDatabase.db.destroy();
    }
  } finally {
    lock.release();
  }
}
