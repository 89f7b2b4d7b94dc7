/**
 * A PostgreSQL server of the test's own, in a temporary folder on a free port, which the test may
 * stop and start without touching the machine's shared server (other tests use it meanwhile).
 * Run as the `postgres` user when the tests run as root: initdb refuses root.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port.ts';

const run = promisify(execFile);

export type PrivatePostgres = {
  url: string;
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /** Stops it for good and removes its folder. */
  remove: () => Promise<void>;
};

/** The folder of initdb and pg_ctl: PG_BIN, or the newest /usr/lib/postgresql/<version>/bin. */
export function postgresBinaries(): string | undefined {
  if (process.env.PG_BIN) return existsSync(path.join(process.env.PG_BIN, 'pg_ctl')) ? process.env.PG_BIN : undefined;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((version) => existsSync(path.join(root, version, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

const asRoot = process.getuid?.() === 0;

export async function startPrivatePostgres(bin: string): Promise<PrivatePostgres> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'boothdeck-pg-'));
  const dataDir = path.join(folder, 'data');
  if (asRoot) {
    await run('chown', ['postgres:postgres', folder]);
    await fs.chmod(folder, 0o700);
  }
  const command = (tool: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]) : run(path.join(bin, tool), args);
  const port = await freePort();
  await command('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off`;
  const start = async () => {
    await command('pg_ctl', ['-D', dataDir, '-l', path.join(folder, 'log'), '-o', options, '-w', '-t', '30', 'start']);
  };
  const stop = async () => {
    await command('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async remove() {
      await command('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      await fs.rm(folder, { recursive: true, force: true });
    },
  };
}
