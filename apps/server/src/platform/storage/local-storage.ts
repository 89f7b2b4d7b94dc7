/** The default storage: a folder on this machine, served read-only at /media/. */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { processFolderName, sweepAbandonedFolders } from './process-folders.ts';
import { assertStorageKey, isStorageKey, LIST_PAGE, MEDIA_URL_PREFIX, mediaPathOf, type Storage } from './storage.ts';

export { MEDIA_URL_PREFIX } from './storage.ts';

/**
 * Files being written wait in `.in-progress/<this process>/` inside the media folder (the same
 * disk, so the rename into place is atomic). A dot folder is never served and never a key.
 */
export const IN_PROGRESS_FOLDER = '.in-progress';

/** What older versions left beside the files they were writing; no process writes these now. */
const LEGACY_UNFINISHED_SUFFIX = '.partial';

/**
 * Writes a file so that a crash at any moment leaves either no file or the whole file: the
 * bytes go to a temporary name, are flushed to disk, renamed into place, and the folder's
 * entry is flushed too. Only then may a database row point at the file.
 */
async function writeDurably(
  file: string,
  temporaryFolder: string,
  write: (temporary: string) => Promise<void>,
): Promise<void> {
  const folder = path.dirname(file);
  await Promise.all([fs.mkdir(folder, { recursive: true }), fs.mkdir(temporaryFolder, { recursive: true })]);
  const temporary = path.join(temporaryFolder, randomBytes(12).toString('hex'));
  try {
    await write(temporary);
    const handle = await fs.open(temporary, 'r+');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(temporary, file);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
  await syncFolder(folder);
}

async function syncFolder(folder: string): Promise<void> {
  const handle = await fs.open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function removeLegacyUnfinished(root: string): Promise<number> {
  const entries = await fs.readdir(root, { withFileTypes: true, recursive: true });
  const inProgress = path.join(root, IN_PROGRESS_FOLDER);
  const unfinished = entries.filter(
    (entry) =>
      entry.isFile() && entry.name.endsWith(LEGACY_UNFINISHED_SUFFIX) && !entry.parentPath.startsWith(inProgress),
  );
  await Promise.all(unfinished.map((entry) => fs.rm(path.join(entry.parentPath, entry.name), { force: true })));
  return unfinished.length;
}

/**
 * Several processes may share the folder: each writes in its own temporary folder, and the
 * sweep at start removes only what processes that are gone left (see process-folders.ts).
 */
export function createLocalStorage(root: string): Storage {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split('/'));
  };
  const ownFolder = processFolderName();
  const temporaryFolder = path.join(root, IN_PROGRESS_FOLDER, ownFolder);
  const writeTo = (key: string, write: (temporary: string) => Promise<void>) =>
    writeDurably(pathOf(key), temporaryFolder, write);

  return {
    // async, so that a bad key rejects the promise rather than throwing at the call.
    put: async (key, bytes) => writeTo(key, (temporary) => fs.writeFile(temporary, bytes, { flag: 'wx' })),
    putFile: async (key, sourcePath) => writeTo(key, (temporary) => fs.copyFile(sourcePath, temporary)),
    read: async (key) => fs.readFile(pathOf(key)),
    async openRead(key) {
      const handle = await fs.open(pathOf(key), 'r');
      const { size } = await handle.stat();
      return { stream: handle.createReadStream(), size };
    },
    copy: async (fromKey, toKey) =>
      writeTo(toKey, (temporary) => fs.copyFile(pathOf(fromKey), temporary, fs.constants.COPYFILE_EXCL)),
    remove: async (key) => fs.rm(pathOf(key), { force: true }),
    async sweepUnfinished() {
      await fs.mkdir(root, { recursive: true });
      const abandoned = await sweepAbandonedFolders(path.join(root, IN_PROGRESS_FOLDER), ownFolder);
      return abandoned + (await removeLegacyUnfinished(root));
    },
    async *listOlderThan(prefix, before) {
      const folder = path.join(root, ...prefix.split('/').filter(Boolean));
      const entries = await fs.readdir(folder, { withFileTypes: true, recursive: true }).catch(() => []);
      const keys: string[] = [];
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const file = path.join(entry.parentPath, entry.name);
        const key = path.relative(root, file).split(path.sep).join('/');
        if (isStorageKey(key) && (await fs.stat(file)).mtime < before) keys.push(key);
      }
      for (let start = 0; start < keys.length; start += LIST_PAGE) yield keys.slice(start, start + LIST_PAGE);
    },
    publicUrl: mediaPathOf,
    // Files are served by this server at /media/ or by signed downloads: there is no other address.
    downloadUrl: async () => null,
  };
}

/**
 * Serves the media folder. The SPA owns reply.sendFile, so this registration does not decorate
 * the reply. Names are random and never rewritten, so browsers may cache them for good.
 * `isPrivate` names keys that are never served here (originals kept for signed downloads only);
 * everything else is public to whoever knows its random key.
 */
export async function serveLocalMedia(
  app: FastifyInstance,
  root: string,
  isPrivate: (key: string) => boolean = () => false,
): Promise<void> {
  await fs.mkdir(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: MEDIA_URL_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    cacheControl: false,
    allowedPath: (pathName) =>
      !pathName.endsWith(LEGACY_UNFINISHED_SUFFIX) &&
      !pathName.includes('/.') &&
      !isPrivate(pathName.replace(/^\/+/, '')),
    setHeaders(reply) {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
}
