/**
 * Serves the built web app. Any GET (or HEAD) outside /api that matches no file gets index.html, so a
 * reload on a client route works; unknown /api and /media paths get a JSON 404.
 */
import fs from 'node:fs';
import path from 'node:path';
import { MESSAGES } from '@boothdeck/contract/messages';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { type PageTags, withPreviewTags } from './link-preview-tags.ts';

/** A page is asked for with GET, or with HEAD by whatever checks it is up (an uptime monitor). */
export const isPageMethod = (method: string): boolean => method === 'GET' || method === 'HEAD';

/** The link preview tags of a page address, or null for a page without any. */
export type PreviewTagsOf = (pathname: string) => Promise<PageTags | null>;

export async function registerSpa(app: FastifyInstance, webDistDir: string, previewTagsOf?: PreviewTagsOf) {
  const indexFile = path.join(webDistDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  // Read once: the build does not change under a running server.
  const indexHtml = hasBuild ? fs.readFileSync(indexFile, 'utf8') : '';
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The build's brotli and gzip copies, sent to a client that accepts them.
      preCompressed: true,
      setHeaders(reply, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isPageRequest =
      isPageMethod(request.method) && !request.url.startsWith('/api') && !request.url.startsWith('/media/');
    if (isPageRequest && hasBuild) {
      const tags = previewTagsOf ? await previewTagsOf(request.url.split('?')[0] ?? '') : null;
      if (tags)
        return reply.header('cache-control', 'no-cache').type('text/html').send(withPreviewTags(indexHtml, tags));
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ message: MESSAGES.notFound });
  });
}
