/**
 * SIGTERM to a real server process under load, as an orchestrator stops it: every request is
 * answered, 200 if it was being worked on or 503 `Connection: close` if it came after the
 * signal, none refused or reset, and the process exits 0 within the shutdown deadline.
 */
import http from 'node:http';
import { MESSAGES } from '@boothdeck/contract/messages';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { SHUTDOWN_DEADLINE_MS } from './plugins/shutdown-gate.ts';
import { mediaSetup } from './test/media-setup.ts';
import { multipartBody } from './test/media-upload-client.ts';
import { type ServerChild, serverEnvironmentOn, startServerChild } from './test/server-child.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

type Outcome = { status: number; connection: string | undefined; body: string } | { error: string };

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
  const pixels = Buffer.alloc(1600 * 1200 * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 31 + (i >> 10)) & 255;
  return sharp(pixels, { raw: { width: 1600, height: 1200, channels: 3 } })
    .jpeg()
    .toBuffer();
}

describe('SIGTERM under load on sqlite', () => {
  let t: TestApp | undefined;
  let server: ServerChild | undefined;

  afterEach(async () => {
    await server?.kill();
    await t?.close();
  });

  it('answers every request with 200 or 503 and exits 0 within the deadline', async () => {
    t = await createTestApp('sqlite');
    const { token } = await mediaSetup(t).boothWith();
    await t.app.close();
    server = await startServerChild(serverEnvironmentOn(t.config.dataDir));
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
      return send(agent, `${baseUrl}/api/v1/booth/media`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
        body: payload,
      });
    };
    const health = (agent: http.Agent) => send(agent, `${baseUrl}/api/health`);

    // Each client sends request after request until it is told the server is going (503).
    const outcomes: Outcome[] = [];
    let signalled = false;
    const client = async (request: (agent: http.Agent) => Promise<Outcome>) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        for (;;) {
          const outcome = await request(agent);
          outcomes.push(outcome);
          if (!('status' in outcome) || (signalled && outcome.status === 503)) return;
        }
      } finally {
        agent.destroy();
      }
    };
    const clients = [
      ...Array.from({ length: 4 }, () => client(upload)),
      ...Array.from({ length: 8 }, () => client(health)),
    ];
    await new Promise((resolve) => setTimeout(resolve, 1_500));

    const started = Date.now();
    signalled = true;
    server.signal('SIGTERM');
    const code = await server.exited;
    const tookMs = Date.now() - started;
    await Promise.all(clients);

    expect(code, server.output()).toBe(0);
    expect(tookMs).toBeLessThan(SHUTDOWN_DEADLINE_MS);
    const failed = outcomes.filter((outcome) => !('status' in outcome) || ![200, 503].includes(outcome.status));
    expect(failed).toEqual([]);
    const refused = outcomes.flatMap((outcome) => ('status' in outcome && outcome.status === 503 ? [outcome] : []));
    // Every client was turned away in the end, each with the message and the connection closed.
    expect(refused.length).toBeGreaterThanOrEqual(12);
    for (const outcome of refused) {
      expect(outcome.connection).toBe('close');
      expect(JSON.parse(outcome.body)).toEqual({ message: MESSAGES.shuttingDown });
    }
    expect(outcomes.filter((outcome) => 'status' in outcome && outcome.status === 200).length).toBeGreaterThan(12);
  }, 60_000);
});
