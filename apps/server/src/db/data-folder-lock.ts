/**
 * On SQLite one server process owns the data folder. A second process on the same folder would
 * run its start-up sweeps over the first one's uploads in progress and resend its queued
 * messages, so it is refused before it touches anything.
 *
 * The hold is an exclusive SQLite lock on a small file of its own beside the database: the
 * operating system drops it when the process ends however it ends (kill -9, a power cut), so a
 * crash never leaves a stale lock behind, and nothing needs cleaning before the next start. The
 * database file itself stays open to other programs (`npm run demo`, the sqlite3 shell), which
 * take no part in this lock.
 */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';

export const DATA_FOLDER_LOCK_FILE_NAME = 'boothdeck.server-lock';

export class DataFolderInUseError extends Error {}

export type DataFolderLock = { release: () => void };

/** The one line start-up prints when another process holds the folder. */
export function dataFolderInUseMessage(dataDir: string): string {
  return `Boothdeck could not start: another Boothdeck process is already using the SQLite database in ${dataDir}. Stop it first; to run several server processes, set DATABASE_URL to a PostgreSQL database.`;
}

/** Takes the data folder for this process, or throws DataFolderInUseError when another holds it. */
export function lockDataFolder(dataDir: string): DataFolderLock {
  fs.mkdirSync(dataDir, { recursive: true });
  // No busy timeout: a held lock is refused at once rather than waited for.
  const file = new SQLite(path.join(dataDir, DATA_FOLDER_LOCK_FILE_NAME), { timeout: 0 });
  try {
    // In exclusive locking mode the lock a write takes is kept after its commit, until close.
    file.pragma('locking_mode = EXCLUSIVE');
    file.exec('BEGIN EXCLUSIVE');
    file.exec('CREATE TABLE IF NOT EXISTS holder (pid integer)');
    file.exec('COMMIT');
  } catch (error) {
    file.close();
    if ((error as { code?: string }).code === 'SQLITE_BUSY')
      throw new DataFolderInUseError(dataFolderInUseMessage(dataDir));
    throw error;
  }
  return { release: () => file.close() };
}
