/**
 * Removes captures' files that no row names and that are more than a day old: what a crash
 * between storing a capture's files and committing its row left. Safe while servers run (a
 * capture being stored is seconds old); run it daily, e.g. from cron:
 *   npm run sweep-orphan-files -w @boothdeck/server
 * with the same environment as the server (DATA_DIR, DATABASE_URL, S3_*).
 */
import { readConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { createMediaRepository } from '../src/modules/media/media.repository.ts';
import { ORPHAN_MIN_AGE_MS, sweepOrphanFiles } from '../src/modules/media/orphan-files.ts';
import { mediaStorageOf } from '../src/platform/storage/media-storage.ts';

const config = readConfig();
const database = openDatabase(config);
try {
  const removed = await sweepOrphanFiles(
    { repository: createMediaRepository(database.db), storage: mediaStorageOf(config).storage },
    new Date(Date.now() - ORPHAN_MIN_AGE_MS),
  );
  console.log(`Removed ${removed} file${removed === 1 ? '' : 's'} no capture names.`);
} finally {
  await database.db.destroy();
}
