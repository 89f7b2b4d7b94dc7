/**
 * Every request has an id that follows it across the proxy: a well-formed `X-Request-Id` the
 * client or proxy sent is kept, any other is replaced by a new one. It labels the request's log
 * lines (`reqId`), comes back on every reply, and is handed to the jobs the request adds.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { followRequest } from '../shared/request-trail.ts';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What an id passed on from outside may be: a UUID, a proxy's hex or a short name, never text to log as is. */
const WELL_FORMED = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's `genReqId`: the caller's id when well-formed, a new UUID otherwise. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && WELL_FORMED.test(given) ? given : randomUUID();
}

export function registerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    // On the raw reply, so that replies written past Fastify (resumable uploads) carry it too.
    reply.raw.setHeader(REQUEST_ID_HEADER, request.id);
    followRequest(request.id, done);
  });
  // A body is read in the socket's events: the trail is taken up again before the handler runs.
  app.addHook('preHandler', (request, _reply, done) => followRequest(request.id, done));
}
