/**
 * How a request is written to the log: Fastify's own fields, with its address passed through the
 * one rule for secrets in addresses (secret-addresses.ts), so that whoever reads the log cannot
 * open what the address opens. The rest of the path and query stay.
 */
import type { FastifyRequest } from 'fastify';

/** The serializer of a request, writing its address as `redact` returns it. */
export function requestLogSerializerOf(redact: (url: string) => string) {
  return function requestLogSerializer(request: FastifyRequest): Record<string, unknown> {
    // A log call may put any object of its own under `req`.
    if (typeof request.url !== 'string' || !('raw' in request)) return request as unknown as Record<string, unknown>;
    return {
      method: request.method,
      url: redact(request.url),
      version: request.headers?.['accept-version'],
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  };
}
