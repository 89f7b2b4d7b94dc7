/**
 * How a request is written to the log: Fastify's own fields, with the `signature` of a signed
 * link (a download, the CSV export, a protected gallery's files) replaced, so that whoever reads
 * the log cannot open what the link opens. The path and the rest of the query stay.
 */
import type { FastifyRequest } from 'fastify';

/** The address with the value of every `signature` query parameter redacted. */
export const withoutSignature = (url: string): string => url.replace(/([?&]signature=)[^&#]*/gi, '$1[redacted]');

/** A request as Fastify writes it; anything else logged under `req` is written as it is. */
export function requestLogSerializer(request: FastifyRequest): Record<string, unknown> {
  // A log call may put any object of its own under `req`.
  if (typeof request.url !== 'string' || !('raw' in request)) return request as unknown as Record<string, unknown>;
  return {
    method: request.method,
    url: withoutSignature(request.url),
    version: request.headers?.['accept-version'],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
