/**
 * METRICS_PORT: /metrics on a port of its own, without a token, for a scraper inside the network
 * (keep the port closed to the outside). Every process opens it, workers too, which listen on no
 * other port. Anything but GET /metrics is a 404.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { METRICS_PATH } from './metrics-routes.ts';
import type { ServerMetrics } from './server-metrics.ts';

export type MetricsListener = { port: number; close: () => Promise<void> };

export async function listenForScrapes(metrics: ServerMetrics, port: number, host: string): Promise<MetricsListener> {
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== METRICS_PATH) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics could not be read\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
