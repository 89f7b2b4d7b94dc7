/** One server for all journeys; its address and data folder are handed to the tests. */
import 'vitest';
import type { TestProject } from 'vitest/node';
import { type ServerProcess, startServer } from './server-process.ts';

let server: ServerProcess | undefined;

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

export async function setup(project: TestProject) {
  server = await startServer();
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
}

export async function teardown() {
  await server?.stop();
}
