/**
 * A listening server behind a real proxy hop: the proxy appends the address it saw to
 * X-Forwarded-For, as nginx's $proxy_add_x_forwarded_for does. Clients on their own loopback
 * addresses write whatever X-Forwarded-For they like, and are still counted by their own.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { accountEndpoints } from '@boothdeck/contract';
import { API_PREFIX } from '@boothdeck/contract/endpoint-address';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrustedProxies } from '../config.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const SIGN_IN_LIMIT = 3;

/** A one-hop reverse proxy on 127.0.0.1 that forwards to `target` from 127.0.0.1. */
function startProxy(target: number): Promise<http.Server> {
  const proxy = http.createServer((request, response) => {
    const written = request.headers['x-forwarded-for'];
    const seen = request.socket.remoteAddress ?? '';
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: target,
        localAddress: '127.0.0.1',
        method: request.method,
        path: request.url,
        headers: { ...request.headers, 'x-forwarded-for': written ? `${written}, ${seen}` : seen },
      },
      (reply) => {
        response.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(response);
      },
    );
    request.pipe(upstream);
  });
  return new Promise((resolve) => proxy.listen(0, '127.0.0.1', () => resolve(proxy)));
}

/** A wrong sign-in sent to the proxy from `clientAddress`, claiming to be `forged`. */
function signInThrough(proxyPort: number, clientAddress: string, forged: string): Promise<number> {
  const body = JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' });
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: proxyPort,
        localAddress: clientAddress,
        method: 'POST',
        path: `${API_PREFIX}${accountEndpoints.login.path}`,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forged },
      },
      (reply) => {
        reply.resume();
        reply.on('end', () => resolve(reply.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const SETTINGS: { trusted: TrustedProxies; label: string }[] = [
  { trusted: 1, label: 'TRUST_PROXY=1 (true)' },
  { trusted: ['127.0.0.1'], label: "TRUST_PROXY=127.0.0.1 (the proxy's address)" },
];

describe.each(SETTINGS)('a listening server behind one proxy, $label', ({ trusted }) => {
  let t: TestApp;
  let proxy: http.Server;
  let proxyPort: number;

  beforeAll(async () => {
    t = await createTestApp(
      'sqlite',
      { trustProxy: trusted },
      { rateLimitRules: [{ name: 'login-ip', limit: SIGN_IN_LIMIT, windowMs: 60_000 }] },
    );
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    proxy = await startProxy((t.app.server.address() as AddressInfo).port);
    proxyPort = (proxy.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => proxy.close(resolve));
    await t.close();
  });

  it('counts a client by its own address whatever X-Forwarded-For it writes', async () => {
    for (let i = 0; i < SIGN_IN_LIMIT; i++) {
      expect(await signInThrough(proxyPort, '127.0.0.2', `198.51.100.${i}`)).toBe(422);
    }
    // A fresh forged address, even a list of them, does not buy another try.
    expect(await signInThrough(proxyPort, '127.0.0.2', '198.51.100.200')).toBe(429);
    expect(await signInThrough(proxyPort, '127.0.0.2', '203.0.113.1, 203.0.113.2')).toBe(429);
    // Nor can a client spend another's tries by claiming its address.
    expect(await signInThrough(proxyPort, '127.0.0.3', '127.0.0.2')).toBe(422);
  });
});
