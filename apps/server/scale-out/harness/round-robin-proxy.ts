/**
 * A small load balancer for the scale-out tests, standing where nginx or a cloud balancer stands
 * in production: each request goes to the next upstream in turn (per request, not per
 * connection, so a kept-alive client still lands on every process), a refused connection moves
 * the request on to the next upstream (as nginx's `proxy_next_upstream error` does), and any
 * other failure answers 502 or cuts the reply, as a real balancer does when a process dies.
 *
 * Request bodies are read whole before they are sent (nginx buffers them too), so a request
 * refused by a dead upstream is replayed in full to the next one. The proxy appends the
 * client's address to X-Forwarded-For, the way `$proxy_add_x_forwarded_for` does, and records
 * which upstream answered each request, so a test can tell how the load was spread.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Upstream = { name: string; host: string; port: number };

/** One request the proxy passed on: who answered it and how (status 502 when nobody could). */
export type ProxiedRequest = { upstream: string; method: string; path: string; status: number };

export type RoundRobinProxy = {
  url: string;
  /** The upstreams in turn; the list may be changed while the proxy runs. */
  upstreams: Upstream[];
  /** Every request passed on so far, in the order their answers began. */
  log: ProxiedRequest[];
  close: () => Promise<void>;
};

function readBody(request: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

export async function startRoundRobinProxy(upstreams: Upstream[] = []): Promise<RoundRobinProxy> {
  const agent = new http.Agent({ keepAlive: true });
  const log: ProxiedRequest[] = [];
  let next = 0;

  const server = http.createServer(async (request, reply) => {
    const body = await readBody(request).catch(() => null);
    if (body === null) return reply.destroy();
    const method = request.method ?? 'GET';
    const path = request.url ?? '/';
    const forwardedFor = [request.headers['x-forwarded-for'], request.socket.remoteAddress].filter(Boolean).join(', ');
    const headers = { ...request.headers, 'x-forwarded-for': forwardedFor, 'content-length': String(body.length) };
    delete headers['transfer-encoding'];

    // A refused request tries the upstreams after the one that refused it, each once, whatever
    // other requests take their turns meanwhile.
    const tryUpstream = (index: number, attempt: number) => {
      const target = proxy.upstreams[index % proxy.upstreams.length];
      if (!target) {
        reply.writeHead(502).end('bad gateway: no upstream');
        return;
      }
      const upstream = http.request(
        { host: target.host, port: target.port, agent, method, path, headers },
        (answer) => {
          const status = answer.statusCode ?? 502;
          log.push({ upstream: target.name, method, path, status });
          reply.writeHead(status, { ...answer.headers, 'x-served-by': target.name });
          answer.pipe(reply);
          // The upstream died mid-body: cut the client's reply too, rather than end it short.
          answer.on('aborted', () => reply.destroy());
          answer.on('error', () => reply.destroy());
        },
      );
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        // Refused before anything was sent: the request can safely go to the next upstream.
        if (error.code === 'ECONNREFUSED' && attempt < proxy.upstreams.length)
          return tryUpstream(index + 1, attempt + 1);
        if (reply.headersSent) return reply.destroy();
        log.push({ upstream: target.name, method, path, status: 502 });
        reply.writeHead(502, { 'content-type': 'text/plain' }).end(`bad gateway: ${error.code ?? error.message}`);
      });
      upstream.end(body);
    };
    tryUpstream(next++, 1);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const proxy: RoundRobinProxy = {
    url: `http://127.0.0.1:${port}`,
    upstreams,
    log,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return proxy;
}

/** How many of the requests matching `which` each upstream answered, by name. */
export function answeredBy(log: readonly ProxiedRequest[], which: (entry: ProxiedRequest) => boolean) {
  const counts: Record<string, number> = {};
  for (const entry of log) {
    if (!which(entry)) continue;
    counts[entry.upstream] = (counts[entry.upstream] ?? 0) + 1;
  }
  return counts;
}
