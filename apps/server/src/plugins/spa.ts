/**
 * Serves the built web app. Any GET outside /api that matches no file gets index.html, so a
 * reload on a client route works; unknown /api and /media paths get a JSON 404.
 */
import fs from 'node:fs';
import path from 'node:path';
import { MESSAGES } from '@boothdeck/contract/messages';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export async function registerSpa(app: FastifyInstance, webDistDir: string) {
  const indexFile = path.join(webDistDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPageRequest =
      request.method === 'GET' && !request.url.startsWith('/api') && !request.url.startsWith('/media/');
    if (isPageRequest && hasBuild) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ message: MESSAGES.notFound });
  });
}
