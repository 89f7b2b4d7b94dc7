/** One server for all journeys; its address and data folder are handed to the tests. */
import { execFileSync } from 'node:child_process';
import 'vitest';
import type { TestProject } from 'vitest/node';
import { ROOT, type ServerProcess, startServer } from './server-process.ts';

let server: ServerProcess | undefined;

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

export async function setup(project: TestProject) {
  // The server bundle takes a second to build, so journeys never run one older than the source.
  // The web app's build is slower and left to npm run build (npm test runs it first).
  execFileSync('npm', ['run', 'build', '-w', '@boothdeck/server'], { cwd: ROOT, stdio: 'inherit' });
  server = await startServer();
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
}

export async function teardown() {
  await server?.stop();
}
