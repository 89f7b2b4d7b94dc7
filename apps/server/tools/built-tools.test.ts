/**
 * The operator tools as `npm run build` makes them (dist/<tool>.js) run under plain `node`, with
 * production dependencies only and no TypeScript loader: what an install without the source's
 * tooling, or the container image, runs.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { SERVER_ROOT } from '../src/server-root.ts';

type ToolName = keyof ReturnType<typeof inject<'serverBundle'>>['tools'];

const dataDirs: string[] = [];

afterEach(async () => {
  await Promise.all(dataDirs.splice(0).map((dir) => fs.rm(dir, { recursive: true, force: true })));
});

async function runTool(name: ToolName, environment: Record<string, string>, args: string[] = []) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'boothdeck-tool-'));
  dataDirs.push(dataDir);
  // Plain node: no --import tsx, nothing inherited that would load one.
  const child = spawn(process.execPath, [inject('serverBundle').tools[name], ...args], {
    cwd: SERVER_ROOT,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, ...environment },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, stdout, stderr };
}

describe('the built operator tools', () => {
  it('sweep-orphan-files runs on a fresh install and reports what it removed', async () => {
    const result = await runTool('sweep-orphan-files', {});
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe('Removed 0 files no capture names.\n');
    expect(result.code).toBe(0);
  });

  it.each([
    { name: 'demo', args: [] },
    { name: 'migrate-to', args: ['postgres://boothdeck@127.0.0.1:5432/boothdeck'] },
    { name: 'sweep-orphan-files', args: [] },
  ] as const)('$name loads every module it needs and stops on a bad setting, naming it', async ({ name, args }) => {
    const result = await runTool(name, { PORT: 'not-a-port' }, [...args]);
    expect(result.stderr).not.toMatch(/ERR_MODULE_NOT_FOUND|ERR_UNKNOWN_FILE_EXTENSION/);
    expect(result.stderr).toContain('PORT must be a port number');
    expect(result.code).not.toBe(0);
  });
});
