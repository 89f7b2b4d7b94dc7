/**
 * Stopping without dropping anyone. `app.drainRequests(deadline)` (main.ts calls it on SIGTERM)
 * turns every new request away with 503 `{message}` and `Connection: close`, on a new connection
 * or a kept-alive one, marks the replies still being worked on `Connection: close` too, and
 * resolves once those have been answered and no request has arrived for a moment (or at the
 * deadline). Only then does the app close its listener and its idle connections: closing them
 * at once, as `app.close()` alone does, refuses or resets the requests that were on their way,
 * where a 503 tells a client (or a load balancer) to try again elsewhere or shortly.
 */
import type { ServerResponse } from 'node:http';
import { MESSAGES } from '@boothdeck/contract/messages';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Refuses new requests and waits for the running ones, until `deadline` (ms since the epoch). */
    drainRequests(deadline: number): Promise<void>;
  }
}

/**
 * SIGTERM or SIGINT to exit, at most (main.ts): requests get all but the last two seconds to
 * finish; then the connections still open are cut, the background jobs' running sends finish
 * (on Redis, those still running 1.5 s later are left to another worker: platform/jobs),
 * the database closes and the process exits 0. Past the deadline it exits 1. Under the 10 s that
 * systemd and Docker wait before they kill (Kubernetes waits 30 s).
 */
export const SHUTDOWN_DEADLINE_MS = 9_000;

/** How long no request must arrive before the listener closes: a client's next request on its way. */
const QUIET_MS = 500;
const POLL_MS = 50;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function registerShutdownGate(app: FastifyInstance): void {
  let draining = false;
  let lastArrival = 0;
  const open = new Set<ServerResponse>();

  app.server.on('request', (_request, response: ServerResponse) => {
    open.add(response);
    lastArrival = Date.now();
    if (draining) response.setHeader('connection', 'close');
    response.once('close', () => open.delete(response));
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!draining) return;
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
      .header('retry-after', '5')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify({ message: MESSAGES.shuttingDown }));
  });

  app.decorate('drainRequests', async (deadline: number) => {
    draining = true;
    lastArrival = Date.now();
    for (const response of open) {
      if (!response.headersSent) response.setHeader('connection', 'close');
    }
    while (Date.now() < deadline && (open.size > 0 || Date.now() - lastArrival < QUIET_MS)) {
      await sleep(POLL_MS);
    }
  });
}
