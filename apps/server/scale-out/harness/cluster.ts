import { type ServerChild, serverEnvironmentOn, startServerChild } from '../../src/test/server-child.ts';
import { type RoundRobinProxy, startRoundRobinProxy } from './round-robin-proxy.ts';

export type ProcessSpec = { name: string; environment?: Record<string, string>; behindProxy?: boolean };

/** Two API processes, each taking its turn at the proxy. */
export const TWO_API_PROCESSES: readonly ProcessSpec[] = [{ name: 'api-1' }, { name: 'api-2' }];

/**
 * The full topology: two API processes behind the proxy and two workers running the jobs, on
 * Redis (REDIS_URL) given by the test.
 */
export const API_AND_WORKER_PROCESSES: readonly ProcessSpec[] = [
  { name: 'api-1', environment: { ROLE: 'api' } },
  { name: 'api-2', environment: { ROLE: 'api' } },
  // A worker does not listen: it says it started in its log, at info level.
  { name: 'worker-1', environment: { ROLE: 'worker', LOG_LEVEL: 'info' }, behindProxy: false },
  { name: 'worker-2', environment: { ROLE: 'worker', LOG_LEVEL: 'info' }, behindProxy: false },
];

/** What a worker process prints once its jobs are taken (src/main.ts). */
const WORKER_STARTED = 'Boothdeck worker is running';

/**
 * The services every process of the cluster uses besides the database and the data folder:
 * none yet. Queues, shared rate limits or object storage are switched on for the whole suite
 * here (REDIS_URL=…, S3_BUCKET=…).
 */
export const SHARED_SERVICES: Readonly<Record<string, string>> = {};

export type Cluster = {
  /** The proxy's address: the one address clients are given. */
  url: string;
  proxy: RoundRobinProxy;
  /** A process by name, to call it directly or to kill it. */
  process: (name: string) => ServerChild;
  /** Kills the process as a crash would (SIGKILL); the proxy keeps it in turn, as nginx does. */
  kill: (name: string) => Promise<void>;
  stop: () => Promise<void>;
};

export async function startCluster(options: {
  databaseUrl: string;
  dataDir: string;
  processes?: readonly ProcessSpec[];
  environment?: Record<string, string>;
}): Promise<Cluster> {
  const { databaseUrl, dataDir, processes = TWO_API_PROCESSES, environment = {} } = options;
  const proxy = await startRoundRobinProxy();
  const children = new Map<string, ServerChild>();
  const stop = async () => {
    await Promise.all([...children.values()].map((child) => child.kill()));
    await proxy.close();
  };
  try {
    const started = await Promise.all(
      processes.map(async (spec) => {
        const isWorker = spec.environment?.ROLE === 'worker';
        const child = await startServerChild(
          {
            ...serverEnvironmentOn(dataDir, databaseUrl),
            // Links in replies and mails name the address clients use, not a process's own.
            APP_URL: proxy.url,
            // The one proxy in front; it appends the client's address to X-Forwarded-For.
            TRUST_PROXY: '1',
            ...SHARED_SERVICES,
            ...environment,
            ...spec.environment,
          },
          isWorker ? { readyLine: WORKER_STARTED } : {},
        );
        children.set(spec.name, child);
        return { spec, child };
      }),
    );
    for (const { spec, child } of started) {
      if (spec.behindProxy === false) continue;
      const { hostname, port } = new URL(child.baseUrl);
      proxy.upstreams.push({ name: spec.name, host: hostname, port: Number(port) });
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: proxy.url,
    proxy,
    process(name) {
      const child = children.get(name);
      if (!child) throw new Error(`no process named ${name}`);
      return child;
    },
    kill: (name) => children.get(name)?.kill() ?? Promise.resolve(),
    stop,
  };
}
