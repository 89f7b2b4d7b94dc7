/** Start-up: read the configuration, build the app (which migrates), listen, stop cleanly on SIGTERM. */
import { buildApp } from './app.ts';
import { ConfigError, readConfig } from './config.ts';
import { portInUseMessage, probePort } from './port-check.ts';

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

  if ((await probePort(config.port, config.host)) === 'EADDRINUSE') {
    process.stderr.write(`${portInUseMessage(config.port, config.host)}\n`);
    process.exit(1);
  }

  const app = await buildApp(config);
  let isClosing = false;
  const shutdown = async (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

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
