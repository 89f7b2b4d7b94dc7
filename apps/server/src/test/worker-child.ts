/**
 * A worker process (`src/worker.ts`, ROLE=worker) started from this run's bundle as `npm run
 * worker` starts dist/worker.js (server-bundle.ts), for tests of API and worker processes apart.
 * It does not listen: it is ready once it logs that it runs.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { SERVER_ROOT } from '../server-root.ts';
import { serverScripts } from './server-scripts.ts';

export type WorkerChild = { child: ChildProcess; output: () => string; stop: () => Promise<void> };

export async function startWorkerChild(environment: Record<string, string>): Promise<WorkerChild> {
  const child = spawn(process.execPath, [serverScripts().worker], {
    cwd: SERVER_ROOT,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'info', SMTP_URL: '', ROLE: '', ...environment },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`worker did not start:\n${log}`)), 30_000);
    const append = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('worker is running')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', append);
    child.stderr?.on('data', append);
    child.once('exit', () => reject(new Error(`worker exited:\n${log}`)));
  });
  return {
    child,
    output: () => log,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}
