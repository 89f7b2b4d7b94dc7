/**
 * Serves the library artwork read-only at /library/. Unknown files answer a JSON 404 from this
 * scope, so the SPA's history fallback never answers for them.
 */
import { MESSAGES } from '@boothdeck/contract/messages';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { LIBRARY_ASSETS_DIR, LIBRARY_URL_PREFIX } from './library-catalogue.ts';

/** Names are stable, but a release may redraw a file: cached for a day, not for good. */
const CACHE_CONTROL = 'public, max-age=86400';

export async function serveLibraryAssets(app: FastifyInstance, root = LIBRARY_ASSETS_DIR): Promise<void> {
  await app.register(
    async (scope) => {
      await scope.register(fastifyStatic, {
        root,
        prefix: '/',
        // The SPA owns reply.sendFile.
        decorateReply: false,
        index: false,
        list: false,
        dotfiles: 'deny',
        cacheControl: false,
        setHeaders(reply) {
          reply.header('cache-control', CACHE_CONTROL);
        },
      });
      scope.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: MESSAGES.notFound }));
    },
    { prefix: LIBRARY_URL_PREFIX.replace(/\/$/, '') },
  );
}
