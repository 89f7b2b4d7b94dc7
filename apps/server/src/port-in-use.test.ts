/**
 * Starting the real server on a port something else holds stops it at once — before the
 * database is created — with one line that names the port and the variable to change.
 */
import fs from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { runServerUntilExit } from './test/server-child.ts';

let holder: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (holder ? holder.close(() => resolve()) : resolve())));

function holdAPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    holder = createServer();
    holder.once('error', reject);
    holder.listen(0, '127.0.0.1', () => {
      const address = holder?.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
}

it('a taken port stops start-up before the database is touched, with one line naming the port and PORT', async () => {
  const port = await holdAPort();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'boothdeck-port-'));
  try {
    const { code, stderr, stdout } = await runServerUntilExit({ DATA_DIR: dataDir }, port);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    const lines = stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`port ${port}`);
    expect(lines[0]).toContain('already in use');
    expect(lines[0]).toContain('set PORT to another port');
    expect(await fs.readdir(dataDir)).toEqual([]);
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}, 40_000);
