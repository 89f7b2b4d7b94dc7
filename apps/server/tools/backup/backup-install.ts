/**
 * Writes a backup of an install into one archive (.tar, or .tar.gz when the name says so) while
 * its server keeps running:
 *
 * - the database first: on SQLite, SQLite's online backup of the file; on PostgreSQL, every
 *   table's rows read in one snapshot into a SQLite file of the same schema. Either restores
 *   into either database (restore-install.ts).
 * - then the media folder, when the media are local (files are stored before the rows that name
 *   them, so every row of the snapshot finds its file); media in an S3 bucket stay there.
 * - the secrets key (SECRETS_KEY, or DATA_DIR/secrets.key): without it the sealed secrets and
 *   the signed links of the restored install no longer open.
 *
 * The archive is made under a temporary name beside it and renamed when whole.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import * as tar from 'tar';
import type { AppConfig } from '../../src/config.ts';
import { SQLITE_FILE_NAME } from '../../src/db/database.ts';
import { SECRETS_KEY_FILE } from '../../src/platform/sealed-secrets/secrets-key.ts';
import { IN_PROGRESS_FOLDER } from '../../src/platform/storage/local-storage.ts';
import { createMediaStorage, mediaFolderOf } from '../../src/platform/storage/media-storage.ts';
import { copyMediaFolder } from '../install-copy/media-copy.ts';
import { copyPostgresToSqliteFile } from '../install-copy/postgres-to-sqlite.ts';
import { type BackupManifest, BackupRefused, MANIFEST_FILE, writeManifest } from './backup-manifest.ts';

export type BackupOptions = {
  config: AppConfig;
  /** The archive to write; it must not exist yet. */
  archive: string;
  log?: (line: string) => void;
};

/** SQLite's online backup: a consistent copy of the file while the server writes to it. */
async function snapshotSqlite(dataDir: string, into: string): Promise<void> {
  const source = path.join(dataDir, SQLITE_FILE_NAME);
  if (!(await fs.stat(source).catch(() => null))) {
    throw new BackupRefused(`there is no SQLite database in ${dataDir} (set DATA_DIR to the install's data folder)`);
  }
  const file = new SQLite(source, { fileMustExist: true });
  try {
    file.pragma('busy_timeout = 5000');
    await file.backup(path.join(into, SQLITE_FILE_NAME));
  } finally {
    file.close();
  }
}

/** The install's key as its key file holds it, or nothing when it has none yet. */
async function secretsKeyOf(config: AppConfig): Promise<string | undefined> {
  if (config.secretsKey) return `${config.secretsKey.toString('base64url')}\n`;
  return fs.readFile(path.join(config.dataDir, SECRETS_KEY_FILE), 'utf8').catch((error) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  });
}

const isArchived = (entry: string) => !entry.split('/').includes(IN_PROGRESS_FOLDER);

export async function backupInstall({ config, archive, log = () => {} }: BackupOptions): Promise<BackupManifest> {
  if (await fs.stat(archive).catch(() => null)) throw new BackupRefused(`${archive} already exists`);
  const staging = await fs.mkdtemp(path.join(path.dirname(archive), '.boothdeck-backup-'));
  const unfinished = `${archive}.unfinished`;
  try {
    if (config.databaseUrl) {
      await copyPostgresToSqliteFile({ databaseUrl: config.databaseUrl, folder: staging, log });
    } else {
      await snapshotSqlite(config.dataDir, staging);
    }
    log('database: copied');
    const key = await secretsKeyOf(config);
    if (key) await fs.writeFile(path.join(staging, SECRETS_KEY_FILE), key, { mode: 0o600 });
    else log('secrets key: none yet (the server has never started on this data folder)');
    if (!config.s3) {
      await copyMediaFolder(mediaFolderOf(config.dataDir), createMediaStorage({ dataDir: staging }), (done, all) =>
        log(`media: ${done} of ${all} files copied`),
      );
    } else {
      log(`media: left in the bucket ${config.s3.bucket} (back it up with its own versioning or a sync)`);
    }
    const manifest = await writeManifest(staging, {
      madeAt: new Date().toISOString(),
      databaseFrom: config.databaseUrl ? 'postgres' : 'sqlite',
      media: config.s3 ? 'bucket' : 'included',
    });
    const entries = [MANIFEST_FILE, ...(await fs.readdir(staging)).filter((name) => name !== MANIFEST_FILE)];
    await tar.create(
      // The local store's folder for writes in progress (empty once the copy is done) stays out.
      { file: unfinished, cwd: staging, gzip: /\.t?gz$/.test(archive), portable: true, filter: isArchived },
      entries,
    );
    await fs.chmod(unfinished, 0o600);
    await fs.rename(unfinished, archive);
    return manifest;
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
    await fs.rm(unfinished, { force: true });
  }
}
