/**
 * On SQLite a second server process on the same data folder is refused at start with one line,
 * while the first keeps serving; once the first is killed (kill -9, so nothing is cleaned up),
 * the next start takes the folder without any help.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runServerUntilExit, type ServerChild, serverEnvironmentOn, startServerChild } from '../test/server-child.ts';

describe('one server process per SQLite data folder', () => {
  let dataDir: string;
  let servers: ServerChild[] = [];

  afterEach(async () => {
    for (const server of servers) await server.kill();
    servers = [];
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('refuses a second process with one line, and starts again after the first is killed', async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'boothdeck-lock-'));
    const environment = serverEnvironmentOn(dataDir);
    const first = await startServerChild(environment);
    servers.push(first);

    const second = await runServerUntilExit(environment);
    expect(second.code).toBe(1);
    expect(second.stdout).toBe('');
    const lines = second.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`already using the SQLite database in ${dataDir}`);
    expect(lines[0]).toContain('DATABASE_URL');
    expect((await fetch(`${first.baseUrl}/api/health`)).status).toBe(200);

    await first.kill();
    const third = await startServerChild(environment);
    servers.push(third);
    expect((await fetch(`${third.baseUrl}/api/health`)).status).toBe(200);
  }, 180_000);
});
