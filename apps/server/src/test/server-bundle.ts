/**
 * A global setup of the server tests: builds the server as `npm run build` does, once per run,
 * for the tests that start it as a process of its own (server-child.ts, worker-child.ts,
 * and the tools' tests through tool-child.ts: migrate-to, backup, restore). Plain `node` starts the bundle in about half the time `node --import tsx`
 * takes to start the source, and some files start several. It is built from the source of this
 * run, into a folder of its own (not dist/, which `npm run build` owns), under names of this run
 * (two runs side by side do not share one), and removed when the run ends.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import 'vitest';
import type { TestProject } from 'vitest/node';
import { bundleServer, SERVER_ENTRY_POINTS, TOOL_ENTRY_POINTS } from '../../build.ts';
import { SERVER_ROOT } from '../server-root.ts';

/** The bundled scripts the tests start with plain `node`, the operator tools by their names in build.ts. */
export type ServerBundle = {
  main: string;
  worker: string;
  /** This server with a newer release's migration added (newer-build-main.ts), for the upgrade tests. */
  newerBuild: string;
  tools: Record<keyof typeof TOOL_ENTRY_POINTS, string>;
};

declare module 'vitest' {
  export interface ProvidedContext {
    serverBundle: ServerBundle;
  }
}

/** Directly in apps/server, as dist/ is: the bundle finds the server's assets one folder up. */
const TEST_BUNDLE_DIR = path.join(SERVER_ROOT, '.test-bundle');

/** A run that was killed leaves its bundle behind: the next run removes those a day old. */
const LEFT_BEHIND_AFTER_MS = 24 * 60 * 60 * 1000;

async function removeLeftBehind(): Promise<void> {
  const names = await fs.readdir(TEST_BUNDLE_DIR).catch(() => [] as string[]);
  for (const name of names) {
    const file = path.join(TEST_BUNDLE_DIR, name);
    const { mtimeMs } = await fs.stat(file).catch(() => ({ mtimeMs: Date.now() }));
    if (Date.now() - mtimeMs > LEFT_BEHIND_AFTER_MS) await fs.rm(file, { force: true });
  }
}

export default async function setup(project: TestProject) {
  await removeLeftBehind();
  const run = randomBytes(6).toString('hex');
  const entryPoints = { ...SERVER_ENTRY_POINTS, ...TOOL_ENTRY_POINTS, 'newer-build': 'src/test/newer-build-main.ts' };
  await bundleServer(TEST_BUNDLE_DIR, { entryPoints, entryNames: `[name]-${run}` });
  const file = (name: keyof typeof entryPoints) => path.join(TEST_BUNDLE_DIR, `${name}-${run}.js`);
  const tools = Object.fromEntries(
    Object.keys(TOOL_ENTRY_POINTS).map((name) => [name, file(name as keyof typeof TOOL_ENTRY_POINTS)]),
  ) as ServerBundle['tools'];
  const bundle: ServerBundle = { main: file('main'), worker: file('worker'), newerBuild: file('newer-build'), tools };
  project.provide('serverBundle', bundle);
  return async () => {
    const scripts = [bundle.main, bundle.worker, bundle.newerBuild, ...Object.values(tools)];
    await Promise.all(scripts.map((script) => fs.rm(script, { force: true })));
    // The folder goes with the last run's files; another run's still there keep it.
    await fs.rmdir(TEST_BUNDLE_DIR).catch(() => {});
  };
}
