/**
 * /media/ when the files are in a bucket: the same addresses as the local folder, streamed
 * through this server. A presigned redirect would hand out addresses that outlive their page,
 * and a bucket policy cannot tell a public file from a private one, so the server decides here
 * exactly as it does for the folder: private keys are never served, the rest is public to
 * whoever knows its random key, and cached for good (a key is never rewritten).
 */
import { MESSAGES } from '@boothdeck/contract/messages';
import type { FastifyInstance } from 'fastify';
import { contentTypeOfKey } from './media-format.ts';
import { isStorageKey, MEDIA_URL_PREFIX, type Storage } from './storage.ts';

export function serveBucketMedia(
  app: FastifyInstance,
  storage: Pick<Storage, 'openRead'>,
  isPrivate: (key: string) => boolean,
): void {
  app.get(`${MEDIA_URL_PREFIX}*`, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!isStorageKey(key) || isPrivate(key)) return reply.code(404).send({ message: MESSAGES.notFound });
    const file = await storage.openRead(key).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (!file) return reply.code(404).send({ message: MESSAGES.notFound });
    return reply
      .headers({
        'content-type': contentTypeOfKey(key),
        'content-length': file.size,
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      })
      .send(file.stream);
  });
}
