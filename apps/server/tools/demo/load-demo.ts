/**
 * npm run demo: loads the demo organiser into the configured database (DATA_DIR's SQLite, or
 * DATABASE_URL) and media storage (DATA_DIR/media, or the S3 bucket when S3_BUCKET is set), with events in every tab, every option they use set, and a
 * year of media, shares and leads. Run it again to refresh the demo: the account and its saved
 * templates stay, its events are replaced with ones around today, keeping their ids, uuids and signed-in booths. The server may be running.
 */
import { readConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { DEMO_LOGIN } from './demo-account.ts';
import { signInLines } from './demo-address.ts';
import { loadDemo } from './demo-loader.ts';

const config = readConfig();
const database = openDatabase(config);
try {
  await migrateToLatest(database);
  const started = Date.now();
  const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;
  process.stdout.write('Loading the demo organiser; this takes three or four minutes.\n');
  const totals = await loadDemo(database, config, {
    onProgress: (line) => process.stdout.write(`  [${seconds()}] ${line}\n`),
  });
  const count = (value: number) => value.toLocaleString('en-AU');
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `SQLite in ${config.dataDir}`;
  const { live, upcoming, past, draft } = totals.events;
  process.stdout.write(
    [
      `Demo data loaded into ${where} in ${seconds()}:`,
      `  events: ${live} live, ${upcoming} upcoming, ${past} past, ${draft} drafts, each with its image and options`,
      `  ${count(totals.media)} media, ${count(totals.shares)} shares, ${count(totals.leads)} leads`,
      '',
      ...signInLines(config.appUrl, process.env),
      `  email:    ${DEMO_LOGIN.email}`,
      `  password: ${DEMO_LOGIN.password}`,
      '',
    ].join('\n'),
  );
} finally {
  await database.db.destroy();
}
