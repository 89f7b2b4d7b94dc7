/**
 * For one scale-out test file: the event made on a fresh PostgreSQL database (one per file,
 * dropped afterwards), then the cluster started on that database and data folder.
 */
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../src/test/test-app.ts';
import { type Cluster, type ProcessSpec, startCluster } from './cluster.ts';
import { type ScaleOutEvent, scaleOutEvent } from './scale-out-event.ts';

/** The suite needs PostgreSQL: SQLite allows one process per data folder. */
export const HAS_POSTGRES = TEST_DIALECTS.includes('postgres');

/** Variables every process gets, or a function making them once the file's own services run. */
type Environment = Record<string, string> | (() => Record<string, string> | Promise<Record<string, string>>);

export function useCluster(options: { booths: number; processes?: readonly ProcessSpec[]; environment?: Environment }) {
  const state = {} as { t: TestApp; cluster: Cluster; event: ScaleOutEvent };
  beforeAll(async () => {
    state.t = await createTestApp('postgres');
    state.event = await scaleOutEvent(state.t, options.booths);
    // The test app steps aside: from here on only the cluster's processes serve this database.
    await state.t.app.close();
    const { databaseUrl, dataDir } = state.t.config;
    if (!databaseUrl) throw new Error('the scale-out suite runs on PostgreSQL');
    const { environment = {} } = options;
    state.cluster = await startCluster({
      databaseUrl,
      dataDir,
      processes: options.processes,
      environment: typeof environment === 'function' ? await environment() : environment,
    });
  });
  afterAll(async () => {
    await state.cluster?.stop();
    await state.t?.close();
  });
  return state;
}
