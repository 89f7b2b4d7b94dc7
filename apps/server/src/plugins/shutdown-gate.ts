/**
 * Stopping without dropping anyone. `app.drainRequests(deadline)` (main.ts calls it on SIGTERM)
 * stops taking new connections at once, answers the requests already running as usual with
 * `Connection: close`, turns every request that arrives afterwards on a kept-alive connection
 * away with 503 `{message}`, `Retry-After` and `Connection: close`, closes a kept-alive
 * connection once it has been idle for a moment, and resolves when no connection is left (or at
 * the deadline).
 *
 * Why the listener closes first: every reply of the drain closes its connection, so a client that
 * goes on sending opens a new one; were the listener still open when it finally closes (as
 * `app.close()` alone does at the end), the connections the kernel had accepted but the server
 * had not yet taken would be reset. Closed at the signal, while clients still use their kept-alive
 * connections, a new connection is refused cleanly: nothing of its request was sent, so a proxy
 * tries another process and a client may retry any request. Nothing is cut while a request is on
 * its way: a connection is closed only when it has no request open and has received nothing since
 * its last reply, for `QUIET_MS`.
 */
import type { ServerResponse } from 'node:http';
import net, { type Socket } from 'node:net';
import { MESSAGES } from '@boothdeck/contract/messages';
import type { FastifyInstance } from 'fastify';
import { turnAway } from './turn-away.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Refuses new requests and waits for the running ones, until `deadline` (ms since the epoch). */
    drainRequests(deadline: number): Promise<void>;
    /** Aborted when the drain begins: a request held open on purpose (a long poll) answers now. */
    stopping: AbortSignal;
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

/**
 * How long a kept-alive connection must have been idle before the drain closes it: a client
 * sending request after request is answered 503 on it instead, and learns why. Closing an idle
 * connection races with a request the client is about to send on it (the client only sees the
 * close after it has written, and is reset); two seconds of quiet keep that race to clients that
 * really are idle, even on a machine busy enough to hold a client up for a second.
 */
const QUIET_MS = 2_000;
const POLL_MS = 50;
/** Seconds a client turned away is asked to wait: the time a restarted process takes to listen. */
const RETRY_AFTER_SECONDS = 5;

/**
 * Waits `ms`, then for the loop's next check phase: after the poll phase has read what arrived
 * meanwhile, so a loop held up for longer than `QUIET_MS` never takes a request still unread in
 * a socket's buffer for a quiet connection.
 */
const sleepThenAfterInput = (ms: number) => new Promise<void>((resolve) => setTimeout(() => setImmediate(resolve), ms));

/** `readWhenAnswered`: the bytes the socket had read when its last request was answered. */
type Tracked = { open: Set<ServerResponse>; lastAnsweredAt: number; readWhenAnswered: number };

const isQuiet = (socket: Socket, tracked: Tracked, now: number) =>
  tracked.open.size === 0 && socket.bytesRead === tracked.readWhenAnswered && now - tracked.lastAnsweredAt >= QUIET_MS;

export function registerShutdownGate(app: FastifyInstance): void {
  let draining = false;
  const stopping = new AbortController();
  app.decorate('stopping', stopping.signal);
  const connections = new Map<Socket, Tracked>();

  app.server.on('connection', (socket: Socket) => {
    connections.set(socket, { open: new Set(), lastAnsweredAt: Date.now(), readWhenAnswered: 0 });
    socket.once('close', () => connections.delete(socket));
  });

  app.server.on('request', (request, response: ServerResponse) => {
    const tracked = connections.get(request.socket);
    if (draining) response.setHeader('connection', 'close');
    if (!tracked) return;
    tracked.open.add(response);
    response.once('close', () => {
      tracked.open.delete(response);
      tracked.lastAnsweredAt = Date.now();
      tracked.readWhenAnswered = request.socket.bytesRead;
    });
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!draining) return;
    return turnAway(request, reply, { message: MESSAGES.shuttingDown, retryAfterSeconds: RETRY_AFTER_SECONDS });
  });

  app.decorate('drainRequests', async (deadline: number) => {
    draining = true;
    stopping.abort();
    // The listener only: http.Server's own close() would also close every connection it deems
    // idle at once, among them those whose next request is on its way.
    net.Server.prototype.close.call(app.server);
    for (const { open } of connections.values()) {
      for (const response of open) if (!response.headersSent) response.setHeader('connection', 'close');
    }
    while (connections.size > 0 && Date.now() < deadline) {
      await sleepThenAfterInput(POLL_MS);
      const now = Date.now();
      for (const [socket, tracked] of connections) if (isQuiet(socket, tracked, now)) socket.destroy();
    }
  });
}
