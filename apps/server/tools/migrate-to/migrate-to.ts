/**
 * npm run migrate-to -- <postgres://…> [--data-dir <folder>]
 *
 * Moves the SQLite install in DATA_DIR (default ./data) to the PostgreSQL database named, and its
 * media to the storage the new install will use: with --data-dir, that folder's media folder;
 * without it, the media stay in DATA_DIR, which the PostgreSQL install then keeps using. Other
 * storage settings in the environment are read as the server reads them. See migrate-install.ts
 * for what is refused and what a failed run leaves.
 */
import { parseArgs } from 'node:util';
import { ConfigError, readConfig } from '../../src/config.ts';
import { MigrationRefused, migrateInstall } from '../install-copy/migrate-install.ts';

const USAGE = 'usage: npm run migrate-to -- <postgres://user@host:5432/database> [--data-dir <folder>]';

const parseArguments = () => parseArgs({ allowPositionals: true, options: { 'data-dir': { type: 'string' } } });

function fail(line: string): never {
  process.stderr.write(`migrate-to: ${line}\n`);
  process.exit(1);
}

async function main() {
  let parsed: ReturnType<typeof parseArguments>;
  try {
    parsed = parseArguments();
  } catch {
    fail(USAGE);
  }
  const { positionals, values } = parsed;
  const [databaseUrl, ...extra] = positionals;
  if (!databaseUrl || extra.length > 0) fail(USAGE);

  let source: ReturnType<typeof readConfig>;
  let target: ReturnType<typeof readConfig>;
  try {
    source = readConfig({ ...process.env, DATABASE_URL: '' });
    target = readConfig({
      ...process.env,
      DATABASE_URL: databaseUrl,
      ...(values['data-dir'] ? { DATA_DIR: values['data-dir'] } : {}),
    });
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  const started = Date.now();
  try {
    const summary = await migrateInstall({
      sourceDataDir: source.dataDir,
      target,
      log: (line) => process.stdout.write(`${line}\n`),
    });
    const rows = Object.values(summary.rows).reduce((sum, count) => sum + count, 0);
    process.stdout.write(
      `done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${rows} rows in ${Object.keys(summary.rows).length} tables, ${summary.mediaFiles} media files copied, ${summary.sequences} id sequences set. Start the server with DATABASE_URL set to that database and DATA_DIR=${target.dataDir}.\n`,
    );
  } catch (error) {
    if (error instanceof MigrationRefused) fail(error.message);
    fail(
      `failed: ${error instanceof Error ? error.message : String(error)}. No row was committed to the target; fix the cause and run it again.`,
    );
  }
}

await main();
