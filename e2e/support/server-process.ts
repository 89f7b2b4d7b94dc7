/**
 * Starts the real server as `npm start` runs it (the compiled bundle, the built web app), on a
 * fresh SQLite with mail to the outbox, as a child process.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../apps/server/src/test/free-port.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER_BUNDLE = path.join(ROOT, 'apps/server/dist/main.js');

/** `pid` lets a benchmark read the server's memory use. */
export type ServerProcess = { baseUrl: string; dataDir: string; pid: number; stop: () => Promise<void> };

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      const reply = await fetch(`${baseUrl}/api/health`);
      if (reply.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

/** `environment` overrides the server's settings; as a function, it is given the port (for an `APP_URL` on it). */
export async function startServer(
  environment: Record<string, string> | ((port: number) => Record<string, string>) = {},
): Promise<ServerProcess> {
  if (!existsSync(SERVER_BUNDLE)) throw new Error(`${SERVER_BUNDLE} is missing: run npm run build first`);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'boothdeck-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const settings = typeof environment === 'function' ? environment(port) : environment;
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: '',
      // Each browser context stands for a different visitor by its X-Forwarded-For address.
      TRUST_PROXY: 'true',
      CHECK_REPLIES: 'true',
      // Journeys' webhook receivers listen on 127.0.0.1 over plain http.
      WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true',
      ...settings,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  await waitForHealth(baseUrl, child, () => log);
  return {
    baseUrl,
    dataDir,
    pid: child.pid ?? 0,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
