/**
 * How long a client may take to send a request's headers, how slowly it may send its body, and
 * how many connections one address may hold.
 * Without these, Fastify leaves Node's timeouts off and sockets never time out, so a
 * client that trickles a body a byte at a time keeps its connection for ever, and enough such
 * clients exhaust the server's sockets for everyone. Kept here as constants rather than
 * environment settings: they are safe for every deployment, and tests pass their own.
 */
import type { IncomingMessage, Server, ServerOptions, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { MESSAGES } from '@boothdeck/contract/messages';
import type { FastifyInstance } from 'fastify';
import { turnAway } from './turn-away.ts';

export type ConnectionLimits = {
  /** From a request's first byte until all of its headers have arrived. */
  headersTimeoutMs: number;
  /**
   * A body is measured over consecutive windows of this length (see body-data-rate.ts): there is
   * no total time, so a large clip sent steadily over slow Wi-Fi finishes however long it takes.
   */
  bodyRateWindowMs: number;
  /**
   * The fewest bytes a second a body must average over each window, or it is cut off with 408.
   * 1 KiB/s is far below any phone or venue link that still moves, and a body trickled a byte at
   * a time is ended within one window.
   */
  minBodyBytesPerSecond: number;
  /** A connection on which nothing moves while a request is open (received, handled or sent). */
  idleTimeoutMs: number;
  /**
   * An idle kept-alive connection between requests. Longer than the 60 s idle timeout of common
   * reverse proxies and load balancers, so the proxy, not the server, closes a pooled connection
   * first and never sends a request down one the server has just closed.
   */
  keepAliveTimeoutMs: number;
  /**
   * How often Node looks for requests past their headers timeout, and bodies are measured.
   * Node's default of
   * 30 s would let a timed-out request linger that much longer; the check is cheap.
   */
  timeoutCheckIntervalMs: number;
  /**
   * Open connections one client address may hold at once. The next takes the place of the
   * address's longest-idle kept-alive connection, or, when every one is in use, is answered 503
   * with `Retry-After` and closed (up to `TURNED_AWAY_PER_CAP` times as many at once; past that,
   * a flood rather than a crowd, it is closed unanswered). A browser opens about six, so this
   * leaves room for a venue's or office's shared address.
   * Not applied behind a reverse proxy (TRUST_PROXY), where every connection comes from the proxy.
   */
  connectionsPerAddress: number;
  /**
   * How long a connection turned away at the cap may take to begin its request before it is
   * closed. Checked once the event loop has read what arrived meanwhile, so a server seconds
   * behind (the moment the cap is for) never closes one whose request is waiting to be read.
   */
  overCapRequestWithinMs: number;
};

export const CONNECTION_LIMITS: Readonly<ConnectionLimits> = Object.freeze({
  headersTimeoutMs: 30_000,
  bodyRateWindowMs: 30_000,
  minBodyBytesPerSecond: 1024,
  idleTimeoutMs: 60_000,
  keepAliveTimeoutMs: 72_000,
  timeoutCheckIntervalMs: 1_000,
  connectionsPerAddress: 200,
  overCapRequestWithinMs: 5_000,
});

/** The Fastify server options that put the timeouts in force. */
export function serverTimeoutOptions(limits: ConnectionLimits) {
  const http: ServerOptions = {
    headersTimeout: limits.headersTimeoutMs,
    // No total time for a request: a body is held to a minimum data rate instead.
    requestTimeout: 0,
    connectionsCheckingInterval: limits.timeoutCheckIntervalMs,
  };
  return {
    // Fastify sets these on the server after creating it (its defaults turn them off).
    requestTimeout: 0,
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http,
  };
}

/** `readWhenAnswered`: the bytes the socket had read when its last request was answered. */
type Tracked = { inFlight: number; used: boolean; readWhenAnswered: number };

/** Answered, with no request open and none begun since: a browser's spare connection. */
const isIdle = (socket: Socket, tracked: Tracked) =>
  tracked.used && tracked.inFlight === 0 && socket.bytesRead === tracked.readWhenAnswered;

/** Seconds a client turned away at its address's cap is asked to wait before it tries again. */
const OVER_CAP_RETRY_AFTER_SECONDS = 2;
/**
 * How many connections an address may have waiting for their 503 at once, as a multiple of the
 * cap. A venue's crowd on a slow server opens many (500 guests' browsers hold up to six each);
 * each costs a socket for a moment and a short answer. Beyond this many it is a flood.
 */
const TURNED_AWAY_PER_CAP = 5;

/**
 * Holds each address to `cap` open connections. A new connection from an address at its cap
 * takes the place of that address's longest-idle kept-alive connection (one that has been
 * answered and has no request open). When there is none (a slow moment: every connection waits
 * for its answer), the new connection is turned away: its request is answered 503 with
 * `Retry-After` and `Connection: close` (registerConnectionCap's hook) rather than
 * reset, so a crowd sees a slow server, not a broken one. Up to `TURNED_AWAY_PER_CAP` × `cap`
 * such connections per address at once, each given `requestWithinMs` to begin its
 * request; beyond them a connection is closed unanswered. Many guests behind one venue's or carrier's address each keep
 * a browser's idle connections open for a minute after loading a page, and without reclaiming
 * those the first few dozen guests would lock the rest out. What a single client can hold is
 * bounded: `cap` connections served, and a few times as many for a few seconds each; one that
 * has never been answered, or has a request open or begun (the slow clients this cap is for), is
 * never closed to make room; an idle one costs a browser only a reconnect.
 */
export function capConnectionsPerAddress(
  server: Server,
  { cap, requestWithinMs }: { cap: number; requestWithinMs: number },
): (socket: Socket) => boolean {
  const turnedAway = new WeakSet<Socket>();
  const requestDeadlines = new WeakMap<Socket, NodeJS.Timeout>();
  const turnedAwayByAddress = new Map<string, number>();
  const turnAwayFrom = (address: string, socket: Socket) => {
    const already = turnedAwayByAddress.get(address) ?? 0;
    if (already >= cap * TURNED_AWAY_PER_CAP) {
      socket.destroy();
      return;
    }
    turnedAway.add(socket);
    turnedAwayByAddress.set(address, already + 1);
    // A timer of its own: a socket's own timeout would be taken by the HTTP server, which
    // destroys the socket at once. Checked after this turn's reads (setImmediate runs once the
    // loop has polled its sockets), so a request already waiting to be read keeps it.
    const deadline = setTimeout(
      () =>
        setImmediate(() => {
          if (socket.bytesRead === 0) socket.destroy();
        }),
      requestWithinMs,
    );
    requestDeadlines.set(socket, deadline);
    socket.once('close', () => {
      clearTimeout(deadline);
      const left = (turnedAwayByAddress.get(address) ?? 1) - 1;
      if (left > 0) turnedAwayByAddress.set(address, left);
      else turnedAwayByAddress.delete(address);
    });
  };
  // Each address's connections, least recently active first.
  const openByAddress = new Map<string, Map<Socket, Tracked>>();
  const touch = (socket: Socket, tracked: Tracked) => {
    const open = socket.remoteAddress === undefined ? undefined : openByAddress.get(socket.remoteAddress);
    if (!open?.has(socket)) return;
    open.delete(socket);
    open.set(socket, tracked);
  };

  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined) return;
    let open = openByAddress.get(address);
    if (!open) {
      open = new Map();
      openByAddress.set(address, open);
    }
    if (open.size >= cap) {
      const idle = [...open].find(([candidate, tracked]) => isIdle(candidate, tracked))?.[0];
      if (!idle) {
        turnAwayFrom(address, socket);
        return;
      }
      open.delete(idle);
      idle.destroy();
    }
    const tracked: Tracked = { inFlight: 0, used: false, readWhenAnswered: 0 };
    open.set(socket, tracked);
    socket.once('close', () => {
      const left = openByAddress.get(address);
      if (!left?.delete(socket)) return;
      if (left.size === 0) openByAddress.delete(address);
    });
  });

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    // Its request has come: the answer is on its way, however busy the server is.
    clearTimeout(requestDeadlines.get(socket));
    const tracked =
      socket.remoteAddress === undefined ? undefined : openByAddress.get(socket.remoteAddress)?.get(socket);
    if (!tracked) return;
    tracked.used = true;
    tracked.inFlight += 1;
    touch(socket, tracked);
    response.once('close', () => {
      tracked.inFlight -= 1;
      tracked.readWhenAnswered = socket.bytesRead;
      touch(socket, tracked);
    });
  });
  return (socket) => turnedAway.has(socket);
}

/** The cap on the app's server, and the hook that answers the connections it turns away. */
export function registerConnectionCap(app: FastifyInstance, limits: ConnectionLimits): void {
  const isTurnedAway = capConnectionsPerAddress(app.server, {
    cap: limits.connectionsPerAddress,
    requestWithinMs: limits.overCapRequestWithinMs,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!isTurnedAway(request.raw.socket)) return;
    return turnAway(request, reply, {
      message: MESSAGES.serviceUnavailable,
      retryAfterSeconds: OVER_CAP_RETRY_AFTER_SECONDS,
    });
  });
}
