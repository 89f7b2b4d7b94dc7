/**
 * npm run demo: loads the demo organiser into the configured database (DATA_DIR's SQLite, or
 * DATABASE_URL), with events in every tab and a year of media, shares and leads. Run it again
 * to refresh the demo: the account stays, its events are replaced with ones around today.
 */
import { readConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedCatalogue } from '../modules/packages/catalogue-seed.ts';
import { DEMO_LOGIN, ensureDemoAccount, ensureDemoMembership } from './demo-account.ts';
import { loadDemoActivity } from './demo-activity.ts';

const config = readConfig();
const database = openDatabase(config);
try {
  await migrateToLatest(database);
  await seedCatalogue(database.db);
  const userId = await ensureDemoAccount(database.db);
  await ensureDemoMembership(database.db, userId);
  const totals = await loadDemoActivity(database.db, userId);
  const count = (value: number) => value.toLocaleString('en-AU');
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `SQLite in ${config.dataDir}`;
  const { live, upcoming, past, draft } = totals.events;
  process.stdout.write(
    [
      `Demo data loaded into ${where}:`,
      `  events: ${live} live, ${upcoming} upcoming, ${past} past, ${draft} drafts`,
      `  ${count(totals.media)} media, ${count(totals.shares)} shares, ${count(totals.leads)} leads`,
      '',
      `Start the app (npm start) and sign in at ${config.appUrl} with`,
      `  email:    ${DEMO_LOGIN.email}`,
      `  password: ${DEMO_LOGIN.password}`,
      '',
    ].join('\n'),
  );
} finally {
  await database.db.destroy();
}
