/**
 * Runs one of the bundled tools (`npm run migrate-to`, `backup`, `restore`) as a process of its
 * own, on the environment given over the tests' own, and answers how it ended and what it said.
 */
import { spawn } from 'node:child_process';
import { SERVER_ROOT } from '../server-root.ts';

export type ToolRun = { code: number | null; stdout: string; stderr: string };

export function runTool(script: string, args: string[], environment: Record<string, string>): Promise<ToolRun> {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: SERVER_ROOT,
    env: { ...process.env, ...environment },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
}
