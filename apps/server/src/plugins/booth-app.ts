/**
 * Serves the built booth kiosk under /booth/, apart from the organiser's app: a kiosk never
 * loads the organiser's bundle. Any GET (or HEAD) under /booth/ that matches no file gets the kiosk's
 * index.html, so a reload on a kiosk screen works.
 */
import fs from 'node:fs';
import path from 'node:path';
import { MESSAGES } from '@boothdeck/contract/messages';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isPageMethod } from './spa.ts';

export const BOOTH_PREFIX = '/booth';

export async function registerBoothApp(app: FastifyInstance, boothDistDir: string) {
  const hasBuild = fs.existsSync(path.join(boothDistDir, 'index.html'));
  await app.register(
    async (booth) => {
      if (hasBuild) {
        await booth.register(fastifyStatic, {
          root: boothDistDir,
          prefix: '/',
          wildcard: false,
          index: false,
          // The build's brotli and gzip copies, sent to a client that accepts them.
          preCompressed: true,
          setHeaders(reply, filePath) {
            const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
            reply.header('cache-control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
          },
        });
      }
      booth.setNotFoundHandler(async (request, reply) => {
        if (isPageMethod(request.method) && hasBuild) {
          return reply.header('cache-control', 'no-cache').sendFile('index.html');
        }
        return reply.code(404).send({ message: MESSAGES.notFound });
      });
    },
    { prefix: BOOTH_PREFIX },
  );
  // /booth without the slash: the kiosk's relative addresses need the folder form.
  app.get(BOOTH_PREFIX, (request, reply) =>
    reply.redirect(`${BOOTH_PREFIX}/${request.url.slice(BOOTH_PREFIX.length)}`),
  );
}
