/**
 * The real server as a child process, started from this run's bundle of its source the way
 * `npm run serve` runs dist/main.js (server-bundle.ts), for tests that must stop it as a crash
 * would (SIGKILL) and start it again on the same data.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { SERVER_ROOT } from '../server-root.ts';
import { freePort } from './free-port.ts';
import { serverScripts } from './server-scripts.ts';

/**
 * What a server child needs to run on a data folder, and on a database when one is named ('' for
 * SQLite): no built web app or kiosk, which these tests never load.
 */
export function serverEnvironmentOn(dataDir: string, databaseUrl?: string): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    ...(databaseUrl === undefined ? {} : { DATABASE_URL: databaseUrl }),
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    BOOTH_DIST_DIR: path.join(dataDir, 'no-booth-build'),
  };
}

export type ServerChild = {
  baseUrl: string;
  kill: () => Promise<void>;
  output: () => string;
  /** Sends a signal (SIGTERM, to stop it as an orchestrator does). */
  signal: (signal: NodeJS.Signals) => void;
  /** Whether the process is still running. */
  isRunning: () => boolean;
  /** Its exit code once it has exited (null when a signal ended it). */
  exited: Promise<number | null>;
};

async function waitUntilHealthy(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  // Generous: a start-up takes a second or two, many more on a machine busy with other tests.
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    const reply = await fetch(`${baseUrl}/api/health`).catch(() => null);
    if (reply?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

/**
 * The bundled src/main.ts as `npm run serve` runs it (or another bundled server, `script`), on the
 * port, with these environment variables.
 */
function spawnServer(port: number, environment: Record<string, string>, script?: string): ChildProcess {
  return spawn(process.execPath, [script ?? serverScripts().main], {
    cwd: SERVER_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: '',
      ...environment,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Starts the server for a start-up that is expected to stop by itself; gives how it ended. */
export async function runServerUntilExit(
  environment: Record<string, string>,
  port?: number,
  script?: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawnServer(port ?? (await freePort()), environment, script);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const killer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(killer);
      resolve({ code, stdout, stderr });
    }),
  );
}

/** Waits for a line in the output: how a process that does not listen (a worker) says it started. */
async function waitForLine(line: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (output().includes(line)) return;
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not print "${line}":\n${output()}`);
}

/**
 * Starts the bundled src/main.ts with these environment variables and waits until it answers,
 * or, for a process that does not listen, until its output has `readyLine`.
 */
export async function startServerChild(
  environment: Record<string, string>,
  options: { readyLine?: string; script?: string } = {},
): Promise<ServerChild> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawnServer(port, environment, options.script);
  let log = '';
  const append = (chunk: Buffer) => {
    log += chunk.toString();
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const output = () => log;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const isRunning = () => child.exitCode === null && child.signalCode === null;
  try {
    if (options.readyLine) await waitForLine(options.readyLine, child, output);
    else await waitUntilHealthy(baseUrl, child, output);
  } catch (error) {
    if (isRunning()) child.kill('SIGKILL');
    throw error;
  }
  return {
    baseUrl,
    output,
    exited,
    isRunning,
    signal: (signal) => child.kill(signal),
    async kill() {
      if (!isRunning()) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
}
