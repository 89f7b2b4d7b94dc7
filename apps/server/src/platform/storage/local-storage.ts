/** The default storage: a folder on this machine, served read-only at /media/. */
import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { assertStorageKey, type Storage } from './storage.ts';

export const MEDIA_URL_PREFIX = '/media/';

export function createLocalStorage(root: string): Storage {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split('/'));
  };

  return {
    async put(key, bytes) {
      const file = pathOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${file}.partial`;
      await fs.writeFile(partial, bytes);
      await fs.rename(partial, file);
    },
    read: (key) => fs.readFile(pathOf(key)),
    async openRead(key) {
      const handle = await fs.open(pathOf(key), 'r');
      const { size } = await handle.stat();
      return { stream: handle.createReadStream(), size };
    },
    async copy(fromKey, toKey) {
      const target = pathOf(toKey);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.copyFile(pathOf(fromKey), target);
    },
    remove: (key) => fs.rm(pathOf(key), { force: true }),
    publicUrl: (key) => {
      assertStorageKey(key);
      return `${MEDIA_URL_PREFIX}${key}`;
    },
  };
}

/**
 * Serves the media folder. The SPA owns reply.sendFile, so this registration does not decorate
 * the reply. Names are random and never rewritten, so browsers may cache them for good.
 */
export async function serveLocalMedia(app: FastifyInstance, root: string): Promise<void> {
  await fs.mkdir(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: MEDIA_URL_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders(reply) {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
}
