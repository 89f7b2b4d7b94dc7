/**
 * Restores a backup archive (backup-install.ts) into the install the configuration names, on
 * SQLite or PostgreSQL, whichever the backup was made from:
 *
 * - It refuses, before changing anything, a data folder that already holds an install (or, on
 *   PostgreSQL, a database that holds tables) unless `replace` is set, a SQLite data folder a
 *   server is running on, and a SECRETS_KEY that is not the backup's key.
 * - It unpacks the archive beside the data folder and checks it whole (every file against the
 *   manifest's SHA-256, the database with SQLite's integrity check) before it touches the install.
 * - On SQLite the database file and the media folder are moved into the data folder; on
 *   PostgreSQL the rows are copied as `npm run migrate-to` copies them. Media go to the storage
 *   the configuration names (a bucket too); the key goes into DATA_DIR/secrets.key unless
 *   SECRETS_KEY is set.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import * as tar from 'tar';
import type { AppConfig } from '../../src/config.ts';
import { DATA_FOLDER_LOCK_FILE_NAME, DataFolderInUseError, lockDataFolder } from '../../src/db/data-folder-lock.ts';
import { openDatabase, SQLITE_FILE_NAME } from '../../src/db/database.ts';
import { SECRETS_KEY_FILE } from '../../src/platform/sealed-secrets/secrets-key.ts';
import { createMediaStorage, mediaFolderOf } from '../../src/platform/storage/media-storage.ts';
import { copyMediaFolder } from '../install-copy/media-copy.ts';
import { migrateInstall } from '../install-copy/migrate-install.ts';
import { createPostgresSchemaRepository } from '../install-copy/table-copy.repository.ts';
import { type BackupManifest, BackupRefused, checkedManifest } from './backup-manifest.ts';

export type RestoreOptions = {
  archive: string;
  /** The install restored into: its data folder, database and media storage. */
  config: AppConfig;
  /** Replaces the install already there. */
  replace?: boolean;
  log?: (line: string) => void;
};

/** What a data folder holds of an install: replaced by a restore told to, kept otherwise. */
const INSTALL_ENTRIES = [
  SQLITE_FILE_NAME,
  `${SQLITE_FILE_NAME}-wal`,
  `${SQLITE_FILE_NAME}-shm`,
  'media',
  SECRETS_KEY_FILE,
];

async function holdDataFolder(config: AppConfig) {
  if (config.databaseUrl) return { release: () => {} };
  try {
    return lockDataFolder(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataFolderInUseError)) throw error;
    throw new BackupRefused(`a Boothdeck server is running on ${config.dataDir}: stop it first`);
  }
}

async function checkTargetIsFree(config: AppConfig, replace: boolean): Promise<void> {
  if (replace) return;
  const entries = (await fs.readdir(config.dataDir).catch(() => [] as string[])).filter(
    (name) => !name.startsWith(DATA_FOLDER_LOCK_FILE_NAME),
  );
  if (entries.length > 0) {
    throw new BackupRefused(
      `${config.dataDir} is not empty; restore into an empty data folder, or add --force to replace it`,
    );
  }
  if (!config.databaseUrl) return;
  const database = openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    if (await createPostgresSchemaRepository(database.db).hasTables()) {
      throw new BackupRefused(
        'the database already holds tables; restore into a new, empty database, or add --force to replace it',
      );
    }
  } finally {
    await database.db.destroy();
  }
}

/** Unpacks the archive's files and folders (nothing else, nothing outside the folder) and checks them. */
async function unpacked(archive: string, folder: string): Promise<BackupManifest> {
  try {
    await tar.extract({
      file: archive,
      cwd: folder,
      strict: true,
      filter: (_path, entry) => 'type' in entry && (entry.type === 'File' || entry.type === 'Directory'),
    });
  } catch (error) {
    throw new BackupRefused(`${archive} is not a readable archive (${error instanceof Error ? error.message : error})`);
  }
  const manifest = await checkedManifest(folder);
  if (!manifest.files[SQLITE_FILE_NAME]) throw new BackupRefused('the archive holds no database');
  const file = new SQLite(path.join(folder, SQLITE_FILE_NAME), { fileMustExist: true });
  try {
    if (file.pragma('integrity_check', { simple: true }) !== 'ok') {
      throw new BackupRefused("the archive's database fails SQLite's integrity check");
    }
  } finally {
    file.close();
  }
  return manifest;
}

async function checkSecretsKey(config: AppConfig, folder: string): Promise<void> {
  if (!config.secretsKey) return;
  const key = await fs.readFile(path.join(folder, SECRETS_KEY_FILE), 'utf8').catch(() => undefined);
  if (key !== undefined && key.trim() !== config.secretsKey.toString('base64url')) {
    throw new BackupRefused(
      `SECRETS_KEY is not the key of this backup; set it to the one in the archive's ${SECRETS_KEY_FILE}, or unset it`,
    );
  }
}

/** On SQLite: the database file, the key and local media are moved into the data folder. */
async function restoreSqlite(config: AppConfig, folder: string, log: (line: string) => void): Promise<void> {
  await fs.rename(path.join(folder, SQLITE_FILE_NAME), path.join(config.dataDir, SQLITE_FILE_NAME));
  const key = path.join(folder, SECRETS_KEY_FILE);
  if (!config.secretsKey && (await fs.stat(key).catch(() => null))) {
    await fs.rename(key, path.join(config.dataDir, SECRETS_KEY_FILE));
  }
  const media = mediaFolderOf(folder);
  if (!(await fs.stat(media).catch(() => null))) return;
  if (config.s3) {
    const copied = await copyMediaFolder(media, createMediaStorage(config), (done, all) =>
      log(`media: ${done} of ${all} files copied`),
    );
    log(`media: ${copied.copied} files copied to the bucket ${config.s3.bucket}`);
  } else {
    await fs.rename(media, mediaFolderOf(config.dataDir));
  }
}

export async function restoreInstall({ archive, config, replace = false, log = () => {} }: RestoreOptions) {
  if (!(await fs.stat(archive).catch(() => null))) throw new BackupRefused(`there is no archive at ${archive}`);
  await fs.mkdir(config.dataDir, { recursive: true });
  const lock = await holdDataFolder(config);
  // Beside the data folder, so its files are moved in, not copied.
  const folder = await fs.mkdtemp(path.join(path.dirname(path.resolve(config.dataDir)), '.boothdeck-restore-'));
  try {
    await checkTargetIsFree(config, replace);
    const manifest = await unpacked(archive, folder);
    await checkSecretsKey(config, folder);
    log(`archive: checked, made ${manifest.madeAt} from ${manifest.databaseFrom}`);
    if (manifest.media === 'bucket') log('media: not in the archive; restore the bucket from its own backup');
    for (const entry of INSTALL_ENTRIES)
      await fs.rm(path.join(config.dataDir, entry), { recursive: true, force: true });
    if (config.databaseUrl) {
      if (config.secretsKey) await fs.rm(path.join(folder, SECRETS_KEY_FILE), { force: true });
      await migrateInstall({ sourceDataDir: folder, target: config, replace, log });
    } else {
      await restoreSqlite(config, folder, log);
    }
    return manifest;
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
    lock.release();
  }
}
