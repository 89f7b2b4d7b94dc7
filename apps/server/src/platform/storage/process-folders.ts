/**
 * Folders of work in progress, one per running server process. Several processes may share a
 * data folder (N API processes on one machine, or one volume); each writes its unfinished files
 * only in its own folder, and the start-up sweep removes only folders whose process is gone, so
 * a process starting never deletes another one's upload in progress.
 *
 * A folder is named `<pid>-<random>@<host>`. On the same host a folder is abandoned when its
 * process no longer runs, or when it has this process's pid (a restarted container keeps its pid
 * and host name, but the random part is new). A folder of another host cannot be asked, so it
 * is abandoned only once nothing has touched it for a day: no upload lasts that long.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const FOLDER_NAME = /^(\d+)-[0-9a-f]+@(.+)$/;
export const FOREIGN_FOLDER_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** A new folder name for this process; fixed for the life of the process that made it. */
export function processFolderName(): string {
  return `${process.pid}-${randomBytes(4).toString('hex')}@${os.hostname()}`;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function isAbandoned(parent: string, name: string, own: string, now: number): Promise<boolean> {
  if (name === own) return false;
  const match = FOLDER_NAME.exec(name);
  if (match && match[2] === os.hostname()) {
    const pid = Number(match[1]);
    return pid === process.pid || !isRunning(pid);
  }
  const { mtimeMs } = await fs.stat(path.join(parent, name));
  return now - mtimeMs > FOREIGN_FOLDER_MAX_AGE_MS;
}

/**
 * Makes `parent/<own>` and removes the folders of processes that are gone; answers how many
 * files those held.
 */
export async function sweepAbandonedFolders(parent: string, own: string): Promise<number> {
  await fs.mkdir(path.join(parent, own), { recursive: true });
  const now = Date.now();
  let removed = 0;
  for (const entry of await fs.readdir(parent, { withFileTypes: true })) {
    if (!entry.isDirectory() || !(await isAbandoned(parent, entry.name, own, now))) continue;
    const folder = path.join(parent, entry.name);
    const inside = await fs.readdir(folder, { withFileTypes: true, recursive: true });
    removed += inside.filter((file) => file.isFile()).length;
    await fs.rm(folder, { recursive: true, force: true });
  }
  return removed;
}
