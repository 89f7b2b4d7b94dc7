/**
 * Conditional replies for calls that many screens poll (the venue slide show): the reply carries
 * an ETag of its body, and a poll naming that ETag in If-None-Match gets an empty 304. Browsers
 * revalidate on their own (`no-cache` makes them ask every time), so a screen whose show has not
 * changed downloads nothing but headers.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const etagOf = (body: unknown) =>
  `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27)}"`;

/** True when If-None-Match names this ETag (a list, weak forms and `*` included). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/** Sends `body` with its ETag, or an empty 304 when the caller already holds it. */
export function sendWithEtag<Body>(request: FastifyRequest, reply: FastifyReply, body: Body) {
  const etag = etagOf(body);
  reply.header('etag', etag).header('cache-control', 'no-cache');
  if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return body;
}
