/**
 * A 503 that closes its connection cleanly: how the server sends a client away when it cannot
 * take the request now (stopping, or too many connections from one address), with the JSON
 * `{message}` every other reply has and `Retry-After`, so the client knows to come back rather
 * than meeting a reset.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export async function turnAway(
  request: FastifyRequest,
  reply: FastifyReply,
  reason: { message: string; retryAfterSeconds: number },
) {
  // The body is read and dropped first: a reply that closes the connection while the client is
  // still sending would reach it as a reset rather than a 503.
  if (!request.raw.readableEnded) {
    await new Promise<void>((resolve) => {
      request.raw.once('end', resolve);
      request.raw.once('close', resolve);
      request.raw.resume();
    });
  }
  return reply
    .code(503)
    .header('connection', 'close')
    .header('retry-after', String(reason.retryAfterSeconds))
    .type('application/json; charset=utf-8')
    .send(JSON.stringify({ message: reason.message }));
}
