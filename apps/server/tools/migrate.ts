/**
 * npm run migrate: applies this release's migrations to the database the environment names
 * (DATABASE_URL, or the SQLite file in DATA_DIR), as one step before a rollout; the processes
 * then start with MIGRATE=false (docs/upgrading.md). Prints one line: what it applied, or why not.
 */
import { PRODUCT_VERSION } from '@boothdeck/contract/product-version';
import { ConfigError, readConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { IncompatibleDatabase, migrateToLatest } from '../src/db/migrate.ts';

function fail(line: string): never {
  process.stderr.write(`migrate: ${line}\n`);
  process.exit(1);
}

async function main() {
  let config: ReturnType<typeof readConfig>;
  try {
    config = readConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const database = openDatabase({ ...config, onConnectionError: (error) => fail(error.message) });
  try {
    const applied = await migrateToLatest(database);
    const where = config.databaseUrl ? 'PostgreSQL' : `SQLite in ${config.dataDir}`;
    const what =
      applied.length === 0
        ? 'nothing to apply'
        : `applied ${applied.length > 3 ? `${applied.length} migrations, ${applied[0]} to ${applied.at(-1)}` : applied.join(', ')}`;
    process.stdout.write(`migrate: ${where} is ready for Boothdeck ${PRODUCT_VERSION} (${what})\n`);
  } catch (error) {
    if (error instanceof IncompatibleDatabase) fail(error.message);
    throw error;
  } finally {
    await database.db.destroy();
  }
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
