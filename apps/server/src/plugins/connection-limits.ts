/**
 * How long a client may take to send a request and how many connections one address may hold.
 * Without these, Fastify leaves Node's request timeout off and sockets never time out, so a
 * client that trickles a body a byte at a time keeps its connection for ever, and enough such
 * clients exhaust the server's sockets for everyone. Kept here as constants rather than
 * environment settings: they are safe for every deployment, and tests pass their own.
 */
import type { Server, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';

export type ConnectionLimits = {
  /** From a request's first byte until all of its headers have arrived. */
  headersTimeoutMs: number;
  /**
   * From a request's first byte until all of its body has arrived. The largest body (1 MiB, an
   * image sent as a data URL) then needs about 9 KB/s, slower than any phone link still in use.
   */
  requestTimeoutMs: number;
  /** A connection on which nothing moves while a request is open (received, handled or sent). */
  idleTimeoutMs: number;
  /**
   * An idle kept-alive connection between requests. Longer than the 60 s idle timeout of common
   * reverse proxies and load balancers, so the proxy, not the server, closes a pooled connection
   * first and never sends a request down one the server has just closed.
   */
  keepAliveTimeoutMs: number;
  /**
   * How often Node looks for requests past their headers or request timeout. Node's default of
   * 30 s would let a timed-out request linger that much longer; the check is cheap.
   */
  timeoutCheckIntervalMs: number;
  /**
   * Open connections one client address may hold at once; the next is closed unanswered. A
   * browser opens about six, so this leaves room for a venue's or office's shared address.
   * Not applied behind a reverse proxy (TRUST_PROXY), where every connection comes from the proxy.
   */
  connectionsPerAddress: number;
};

export const CONNECTION_LIMITS: Readonly<ConnectionLimits> = Object.freeze({
  headersTimeoutMs: 30_000,
  requestTimeoutMs: 120_000,
  idleTimeoutMs: 60_000,
  keepAliveTimeoutMs: 72_000,
  timeoutCheckIntervalMs: 1_000,
  connectionsPerAddress: 200,
});

/** The Fastify server options that put the timeouts in force. */
export function serverTimeoutOptions(limits: ConnectionLimits) {
  const http: ServerOptions = {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    connectionsCheckingInterval: limits.timeoutCheckIntervalMs,
  };
  return {
    // Fastify sets these on the server after creating it (its defaults turn them off).
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http,
  };
}

/** Closes each new connection from an address that already holds `cap` open ones. */
export function capConnectionsPerAddress(server: Server, cap: number): void {
  const openByAddress = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined) return;
    const open = openByAddress.get(address) ?? 0;
    if (open >= cap) {
      socket.destroy();
      return;
    }
    openByAddress.set(address, open + 1);
    socket.once('close', () => {
      const left = (openByAddress.get(address) ?? 1) - 1;
      if (left === 0) openByAddress.delete(address);
      else openByAddress.set(address, left);
    });
  });
}
