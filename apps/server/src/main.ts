/**
 * Start-up: read the configuration, build the app (which migrates, or with MIGRATE=false checks
 * that the database fits this release), listen, stop cleanly on SIGTERM. ROLE=worker runs the
 * background jobs without listening (see worker.ts); ROLE=api listens and leaves the jobs to the
 * workers; ROLE=all (the default) does both.
 */
import { buildApp } from './app.ts';
import { ConfigError, readConfig } from './config.ts';
import { DataFolderInUseError, type DataFolderLock, lockDataFolder } from './db/data-folder-lock.ts';
import { IncompatibleDatabase } from './db/migrate.ts';
import { SecretsKeyMismatch } from './platform/sealed-secrets/secrets-key.ts';
import { listenForScrapes, type MetricsListener } from './plugins/metrics/metrics-listener.ts';
import { SHUTDOWN_DEADLINE_MS } from './plugins/shutdown-gate.ts';
import { portInUseMessage, probePort } from './port-check.ts';

/** Of the shutdown deadline, what running requests may use; the rest closes jobs and the database. */
const REQUESTS_SHARE_MS = SHUTDOWN_DEADLINE_MS - 2_000;

let dataFolderLock: DataFolderLock | undefined;

async function main() {
  let config: ReturnType<typeof readConfig>;
  try {
    config = readConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const listens = config.role !== 'worker';
  if (listens && (await probePort(config.port, config.host)) === 'EADDRINUSE') {
    process.stderr.write(`${portInUseMessage(config.port, config.host)}\n`);
    process.exit(1);
  }

  // SQLite allows one server process per data folder; PostgreSQL any number. The lock is held
  // until the process ends: it is kept in a module-level variable, as a collected handle would
  // be closed and the lock let go.
  if (!config.databaseUrl) {
    try {
      dataFolderLock = lockDataFolder(config.dataDir);
    } catch (error) {
      if (!(error instanceof DataFolderInUseError)) throw error;
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
  }

  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp(config);
  } catch (error) {
    if (!(error instanceof SecretsKeyMismatch || error instanceof IncompatibleDatabase)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  // Workers too: it is the one port a worker listens on.
  let metricsListener: MetricsListener | undefined;
  if (config.metricsPort !== undefined) {
    try {
      metricsListener = await listenForScrapes(app.metrics, config.metricsPort, config.host);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
      process.stderr.write(`METRICS_PORT ${config.metricsPort} is already in use: set METRICS_PORT to another port\n`);
      await app.close();
      process.exit(1);
    }
  }
  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'shutting down');
    const started = Date.now();
    const forceExit = setTimeout(() => {
      app.log.error({ signal }, 'shutdown did not finish in time; exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    forceExit.unref();
    try {
      await app.drainRequests(started + REQUESTS_SHARE_MS);
      await metricsListener?.close();
      const closing = app.close();
      // Requests still running past their share (a slow upload) are cut; a booth retries them.
      app.server.closeAllConnections();
      await closing;
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
    dataFolderLock?.release();
    app.log.info({ signal, ms: Date.now() - started }, 'stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  if (!listens) {
    app.log.info(`Boothdeck worker is running (${config.redisPrefix} on Redis)`);
    return;
  }
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // Something took the port between the check above and now.
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    process.stderr.write(`${portInUseMessage(config.port, config.host)}\n`);
    await app.close();
    process.exit(1);
  }
  const database = config.databaseUrl ? 'PostgreSQL' : `SQLite in ${config.dataDir}`;
  app.log.info(`Boothdeck is running at ${config.appUrl} (${database})`);
}

main().catch((error: unknown) => {
  process.stderr.write(`Boothdeck could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
