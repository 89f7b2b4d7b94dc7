/**
 * SIGTERM to a real server process under steady load, as an orchestrator stops it: clients on
 * kept-alive connections go on sending whatever they are answered, as a load generator or a crowd
 * of browsers does. Every request sent on an open connection is answered, 200 if it was being
 * worked on or 503 `Connection: close` if it came after the signal; a new connection after the
 * signal is refused (nothing of it was sent); none is reset; the process exits 0 within the
 * shutdown deadline.
 */
import http from 'node:http';
import { boothMediaEndpoints } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { SHUTDOWN_DEADLINE_MS } from './plugins/shutdown-gate.ts';
import { apiAddress } from './test/api-address.ts';
import { mediaSetup } from './test/media-setup.ts';
import { multipartBody } from './test/media-upload-client.ts';
import { type ServerChild, serverEnvironmentOn, startServerChild } from './test/server-child.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from './test/test-app.ts';

type Outcome =
  | { status: number; connection: string | undefined; retryAfter: string | undefined; body: string }
  | { error: string };
/** An outcome with which client had it and when, in ms after the signal, for a failure to show. */
type Seen = Outcome & { client: string; atMs: number };

/** One request on a kept-alive connection of `agent`, as browsers and booths send them. */
function send(
  agent: http.Agent,
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer } = {},
): Promise<Outcome> {
  return new Promise((resolve) => {
    const request = http.request(url, { agent, method: options.method ?? 'GET', headers: options.headers }, (reply) => {
      const chunks: Buffer[] = [];
      reply.on('data', (chunk: Buffer) => chunks.push(chunk));
      reply.on('end', () =>
        resolve({
          status: reply.statusCode ?? 0,
          connection: reply.headers.connection,
          retryAfter: reply.headers['retry-after'],
          body: Buffer.concat(chunks).toString(),
        }),
      );
      reply.on('error', (error) => resolve({ error: error.message }));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    request.end(options.body);
  });
}

/** A photo that keeps the server busy for a moment, so uploads are running when the signal comes. */
async function busyPhoto(): Promise<Buffer> {
  const pixels = Buffer.alloc(800 * 600 * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 31 + (i >> 10)) & 255;
  return sharp(pixels, { raw: { width: 800, height: 600, channels: 3 } })
    .jpeg()
    .toBuffer();
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(TEST_DIALECTS)('SIGTERM under steady load on %s', (dialect) => {
  let t: TestApp | undefined;
  let server: ServerChild | undefined;

  afterEach(async () => {
    await server?.kill();
    await t?.close();
  });

  it('answers every request sent with 200 or 503, resets none, and exits 0 within the deadline', async () => {
    t = await createTestApp(dialect);
    const { token } = await mediaSetup(t).boothWith();
    await t.app.close();
    server = await startServerChild(serverEnvironmentOn(t.config.dataDir, t.config.databaseUrl));
    const { baseUrl } = server;
    const photo = await busyPhoto();
    let uploads = 0;
    const upload = async (agent: http.Agent) => {
      uploads += 1;
      const { payload, contentType } = await multipartBody({
        client_id: `drain-upload-${uploads}`,
        captured_at: new Date().toISOString(),
        media_type: 'photo',
        file: { bytes: photo, name: 'photo.jpg' },
      });
      return send(agent, `${baseUrl}${apiAddress(boothMediaEndpoints.upload)}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
        body: payload,
      });
    };
    const health = (agent: http.Agent) => send(agent, `${baseUrl}/api/health`);

    // Each client sends request after request, `thinkMs` apart, whatever it is answered, until the
    // server refuses its connection: the server is gone for it.
    const outcomes: Seen[] = [];
    let signalledAt = Number.POSITIVE_INFINITY;
    const client = async (name: string, request: (agent: http.Agent) => Promise<Outcome>, thinkMs: number) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        for (;;) {
          const outcome = await request(agent);
          outcomes.push({ ...outcome, client: name, atMs: Date.now() - signalledAt });
          if (!('status' in outcome)) return;
          await pause(thinkMs);
        }
      } finally {
        agent.destroy();
      }
    };
    const clients = [
      ...Array.from({ length: 4 }, (_, i) => client(`upload ${i + 1}`, upload, 0)),
      ...Array.from({ length: 8 }, (_, i) => client(`health ${i + 1}`, health, 20)),
    ];
    await pause(1_500);

    const started = Date.now();
    signalledAt = started;
    server.signal('SIGTERM');
    const code = await server.exited;
    const tookMs = Date.now() - started;
    await Promise.all(clients);

    expect(code, server.output()).toBe(0);
    expect(tookMs).toBeLessThan(SHUTDOWN_DEADLINE_MS);
    const failed = outcomes.filter((outcome) =>
      'status' in outcome ? ![200, 503].includes(outcome.status) : outcome.error !== 'ECONNREFUSED',
    );
    expect(failed).toEqual([]);
    // Each client ended on a refused connection, once its kept-alive one had been closed.
    expect(outcomes.filter((outcome) => !('status' in outcome))).toHaveLength(12);
    const turnedAway = outcomes.flatMap((outcome) => ('status' in outcome && outcome.status === 503 ? [outcome] : []));
    // The clients between two requests at the signal were told why, on the connection they had.
    expect(turnedAway.length).toBeGreaterThanOrEqual(1);
    for (const outcome of turnedAway) {
      expect(outcome.connection).toBe('close');
      expect(outcome.retryAfter).toBe('5');
      expect(JSON.parse(outcome.body)).toEqual({ message: MESSAGES.shuttingDown });
    }
    expect(outcomes.filter((outcome) => 'status' in outcome && outcome.status === 200).length).toBeGreaterThan(12);
  }, 60_000);
});
