/** The default storage: a folder on this machine, served read-only at /media/. */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { assertStorageKey, type Storage } from './storage.ts';

export const MEDIA_URL_PREFIX = '/media/';

/** Files being written carry this suffix until they are whole; start-up removes any left over. */
const UNFINISHED_SUFFIX = '.partial';

/**
 * Writes a file so that a crash at any moment leaves either no file or the whole file: the
 * bytes go to a temporary name, are flushed to disk, renamed into place, and the folder's
 * entry is flushed too. Only then may a database row point at the file.
 */
async function writeDurably(file: string, write: (temporary: string) => Promise<void>): Promise<void> {
  const folder = path.dirname(file);
  await fs.mkdir(folder, { recursive: true });
  const temporary = `${file}.${randomBytes(6).toString('hex')}${UNFINISHED_SUFFIX}`;
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

async function removeUnfinished(folder: string): Promise<number> {
  const entries = await fs.readdir(folder, { withFileTypes: true, recursive: true });
  const unfinished = entries.filter((entry) => entry.isFile() && entry.name.endsWith(UNFINISHED_SUFFIX));
  await Promise.all(unfinished.map((entry) => fs.rm(path.join(entry.parentPath, entry.name), { force: true })));
  return unfinished.length;
}

/**
 * One process owns the folder: the sweep at start would also remove a write another process
 * has under way (that write then fails before its row is made, and the client retries).
 */
export function createLocalStorage(root: string): Storage {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split('/'));
  };

  return {
    // async, so that a bad key rejects the promise rather than throwing at the call.
    put: async (key, bytes) => writeDurably(pathOf(key), (temporary) => fs.writeFile(temporary, bytes, { flag: 'wx' })),
    putFile: async (key, sourcePath) => writeDurably(pathOf(key), (temporary) => fs.copyFile(sourcePath, temporary)),
    read: (key) => fs.readFile(pathOf(key)),
    async openRead(key) {
      const handle = await fs.open(pathOf(key), 'r');
      const { size } = await handle.stat();
      return { stream: handle.createReadStream(), size };
    },
    copy: async (fromKey, toKey) =>
      writeDurably(pathOf(toKey), (temporary) => fs.copyFile(pathOf(fromKey), temporary, fs.constants.COPYFILE_EXCL)),
    remove: (key) => fs.rm(pathOf(key), { force: true }),
    async sweepUnfinished() {
      await fs.mkdir(root, { recursive: true });
      return removeUnfinished(root);
    },
    publicUrl: (key) => {
      assertStorageKey(key);
      return `${MEDIA_URL_PREFIX}${key}`;
    },
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
    allowedPath: (pathName) => !pathName.endsWith(UNFINISHED_SUFFIX) && !isPrivate(pathName.replace(/^\/+/, '')),
    setHeaders(reply) {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
}
