/**
 * Brings the database to this release's migrations (`npm run migrate`, or at start unless
 * MIGRATE=false), or checks that it is there. A database a newer release migrated is used as it
 * is when every migration this release does not know declared that it keeps this release's code
 * working (docs/upgrading.md); otherwise, and when a migration of this release is not applied
 * and may not be run here, start-up stops with one line saying what to do.
 */
import { PRODUCT_VERSION } from '@boothdeck/contract/product-version';
import { type MigrationProvider, Migrator, sql } from 'kysely';
import type { DatabaseHandle } from './database.ts';
import {
  appliedMigrationNames,
  declarationsOf,
  type MigrationDeclaration,
  recordDeclarations,
} from './migration-state.ts';
import { compareReleases, RELEASE_MIGRATIONS, type ReleaseMigration } from './release-migrations.ts';

/** Start-up stops on this database; the message is the one line main.ts prints. */
export class IncompatibleDatabase extends Error {}

/** The migrations and the release of the code at hand: this build's unless a test says otherwise. */
export type MigrationSet = { migrations?: readonly ReleaseMigration[]; release?: string };

const declarationOf = (migration: ReleaseMigration): MigrationDeclaration => ({
  name: migration.name,
  shippedIn: migration.shippedIn,
  stopsCodeOf: migration.contracts?.stopsCodeOf ?? null,
});

/** The migrations this code has that the database lacks, and those it has that this code does not know. */
async function compare(handle: DatabaseHandle, migrations: readonly ReleaseMigration[]) {
  const applied = new Set(await appliedMigrationNames(handle));
  const known = new Set(migrations.map((migration) => migration.name));
  return {
    missing: migrations.filter((migration) => !applied.has(migration.name)).map((migration) => migration.name),
    unknown: [...applied].filter((name) => !known.has(name)),
  };
}

const andMore = (names: string[]) => (names.length > 1 ? ` (and ${names.length - 1} more)` : '');

/**
 * A newer release migrated the database: refused unless each migration this code does not know
 * declared that it keeps this release's code working.
 */
async function refuseUnlessCompatible(handle: DatabaseHandle, unknown: string[], release: string): Promise<void> {
  const declared = new Map((await declarationsOf(handle, unknown)).map((found) => [found.name, found]));
  for (const name of unknown) {
    const declaration = declared.get(name);
    if (!declaration) {
      throw new IncompatibleDatabase(
        `The database has migration ${name}, which Boothdeck ${release} does not know and which says nothing of older releases: start the release that applied it, or a newer one.`,
      );
    }
    if (declaration.stopsCodeOf !== null && compareReleases(release, declaration.stopsCodeOf) <= 0) {
      throw new IncompatibleDatabase(
        `The database has migration ${name} of Boothdeck ${declaration.shippedIn}, which no longer works with the code of ${declaration.stopsCodeOf} and older; this is ${release}: start ${declaration.shippedIn} or newer.`,
      );
    }
  }
}

/** The database's schema, for Kysely's migration tables (see the comment in the function). */
async function migrationTableSchema(handle: DatabaseHandle): Promise<string | undefined> {
  // Kysely looks for its migration tables in every PostgreSQL schema unless told which one, so
  // a database sharing a server with others (a test schema, say) could take their tables for its own.
  if (handle.dialect !== 'postgres') return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(handle.db);
  return rows[0]?.schema;
}

async function runMigrations(handle: DatabaseHandle, migrations: readonly ReleaseMigration[]): Promise<string[]> {
  const provider: MigrationProvider = {
    getMigrations: async () =>
      Object.fromEntries(migrations.map((migration) => [migration.name, migration.up(handle.dialect)])),
  };
  const schema = await migrationTableSchema(handle);
  const migrator = new Migrator({ db: handle.db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
  await recordDeclarations(handle, migrations.map(declarationOf));
  return results.map((result) => result.migrationName);
}

/**
 * Applies this release's migrations the database lacks and answers their names. On a database a
 * newer release migrated, applies nothing: it starts as it is when that release's migrations
 * allow this code, and is refused otherwise.
 */
export async function migrateToLatest(handle: DatabaseHandle, set: MigrationSet = {}): Promise<string[]> {
  const { migrations = RELEASE_MIGRATIONS, release = PRODUCT_VERSION } = set;
  const { missing, unknown } = await compare(handle, migrations);
  if (unknown.length === 0) return missing.length === 0 ? [] : runMigrations(handle, migrations);
  await refuseUnlessCompatible(handle, unknown, release);
  if (missing.length > 0) {
    throw new IncompatibleDatabase(
      `The database has migrations Boothdeck ${release} does not know (${unknown[0]}${andMore(unknown)}) and lacks its ${missing[0]}${andMore(missing)}: start the release that migrated it.`,
    );
  }
  return [];
}

/** For MIGRATE=false: refuses a database that lacks one of this release's migrations, or that a newer release made incompatible. */
export async function checkMigrated(handle: DatabaseHandle, set: MigrationSet = {}): Promise<void> {
  const { migrations = RELEASE_MIGRATIONS, release = PRODUCT_VERSION } = set;
  const { missing, unknown } = await compare(handle, migrations);
  await refuseUnlessCompatible(handle, unknown, release);
  if (missing.length > 0) {
    throw new IncompatibleDatabase(
      `The database lacks migration ${missing[0]}${andMore(missing)} of Boothdeck ${release}: run \`npm run migrate\` with this release first (MIGRATE=false starts no migration).`,
    );
  }
}
