/**
 * The server's bundled scripts that tests and the bench start with plain `node`. Under Vitest,
 * those the run's global setup built from its source (server-bundle.ts); elsewhere (the bench,
 * which runs `npm run build` first) the build's own in dist/.
 */
import path from 'node:path';
import { inject } from 'vitest';
import { SERVER_ROOT } from '../server-root.ts';
import type { ServerBundle } from './server-bundle.ts';

export function serverScripts(): Pick<ServerBundle, 'main' | 'worker'> & Partial<ServerBundle> {
  if (process.env.VITEST) return inject('serverBundle');
  return { main: path.join(SERVER_ROOT, 'dist/main.js'), worker: path.join(SERVER_ROOT, 'dist/worker.js') };
}
