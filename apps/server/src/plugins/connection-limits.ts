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
   * with `Retry-After` and closed (as many again at most; past that it is closed unanswered). A
   * browser opens about six, so this leaves room for a venue's or office's shared address.
   * Not applied behind a reverse proxy (TRUST_PROXY), where every connection comes from the proxy.
   */
  connectionsPerAddress: number;
};

export const CONNECTION_LIMITS: Readonly<ConnectionLimits> = Object.freeze({
  headersTimeoutMs: 30_000,
  bodyRateWindowMs: 30_000,
  minBodyBytesPerSecond: 1024,
  idleTimeoutMs: 60_000,
  keepAliveTimeoutMs: 72_000,
  timeoutCheckIntervalMs: 1_000,
  connectionsPerAddress: 200,
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
/** How long a turned-away connection may take to send its request before it is closed. */
const OVER_CAP_REQUEST_WITHIN_MS = 5_000;

/**
 * Holds each address to `cap` open connections. A new connection from an address at its cap
 * takes the place of that address's longest-idle kept-alive connection (one that has been
 * answered and has no request open). When there is none (a slow moment: every connection waits
 * for its answer), the new connection is turned away: its request is answered 503 with
 * `Retry-After` and `Connection: close` (registerConnectionCap's hook) rather than
 * reset, so a crowd sees a slow server, not a broken one. Up to `cap` such connections per
 * address at once, each given `OVER_CAP_REQUEST_WITHIN_MS` to send its request; beyond them a
 * connection is closed unanswered. Many guests behind one venue's or carrier's address each keep
 * a browser's idle connections open for a minute after loading a page, and without reclaiming
 * those the first few dozen guests would lock the rest out. What a single client can hold is
 * bounded as before: `cap` connections served, and as many again for a few seconds each; one that
 * has never been answered, or has a request open or begun (the slow clients this cap is for), is
 * never closed to make room; an idle one costs a browser only a reconnect.
 */
export function capConnectionsPerAddress(server: Server, cap: number): (socket: Socket) => boolean {
  const turnedAway = new WeakSet<Socket>();
  const turnedAwayByAddress = new Map<string, number>();
  const turnAwayFrom = (address: string, socket: Socket) => {
    const already = turnedAwayByAddress.get(address) ?? 0;
    if (already >= cap) {
      socket.destroy();
      return;
    }
    turnedAway.add(socket);
    turnedAwayByAddress.set(address, already + 1);
    socket.setTimeout(OVER_CAP_REQUEST_WITHIN_MS, () => socket.destroy());
    socket.once('close', () => {
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
    if (turnedAway.has(socket)) socket.setTimeout(0);
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
export function registerConnectionCap(app: FastifyInstance, cap: number): void {
  const isTurnedAway = capConnectionsPerAddress(app.server, cap);
  app.addHook('onRequest', async (request, reply) => {
    if (!isTurnedAway(request.raw.socket)) return;
    return turnAway(request, reply, {
      message: MESSAGES.serviceUnavailable,
      retryAfterSeconds: OVER_CAP_RETRY_AFTER_SECONDS,
    });
  });
}
