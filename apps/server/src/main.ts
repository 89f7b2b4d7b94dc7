/** Start-up: read the configuration, build the app (which migrates), listen, stop cleanly on SIGTERM. */
import { buildApp } from './app.ts';
import { ConfigError, readConfig } from './config.ts';

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

  await app.listen({ port: config.port, host: config.host });
  const database = config.databaseUrl ? 'PostgreSQL' : `SQLite in ${config.dataDir}`;
  app.log.info(`Boothdeck is running at ${config.appUrl} (${database})`);
}

main().catch((error: unknown) => {
  process.stderr.write(`Boothdeck could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
