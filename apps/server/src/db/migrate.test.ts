/**
 * Which databases a release starts on: one a newer release expanded, as it is (migrating or
 * not); one a newer release contracted past this release's code, refused with one line; one
 * that lacks a migration of this release, migrated at start but refused with MIGRATE=false.
 */
import { PRODUCT_VERSION } from '@boothdeck/contract/product-version';
import { afterEach, describe, expect, it } from 'vitest';
import { NEWER_CONTRACT, NEWER_EXPAND, NEWER_RELEASE } from '../test/newer-release.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../test/test-app.ts';
import { checkMigrated, IncompatibleDatabase, migrateToLatest } from './migrate.ts';
import { appliedMigrationNames } from './migration-state.ts';
import { RELEASE_MIGRATIONS } from './release-migrations.ts';

const newer = { migrations: [...RELEASE_MIGRATIONS, NEWER_EXPAND], release: NEWER_RELEASE };
const newerStill = { migrations: [...newer.migrations, NEWER_CONTRACT], release: NEWER_RELEASE };

describe.each(TEST_DIALECTS)('starting on a database another release migrated, on %s', (dialect) => {
  let t: TestApp;
  afterEach(() => t.close());
  const migratedDatabase = async () => {
    t = await createTestApp(dialect);
    return t.app.platform.database;
  };

  it('uses a database a newer release expanded as it is, with or without migrating', async () => {
    const database = await migratedDatabase();
    expect(await migrateToLatest(database, newer)).toEqual([NEWER_EXPAND.name]);

    await expect(checkMigrated(database)).resolves.toBeUndefined();
    expect(await migrateToLatest(database)).toEqual([]);
    expect(await appliedMigrationNames(database)).toContain(NEWER_EXPAND.name);
  });

  it('refuses, in one line, a database a newer release contracted past this release', async () => {
    const database = await migratedDatabase();
    expect(await migrateToLatest(database, newerStill)).toEqual([NEWER_EXPAND.name, NEWER_CONTRACT.name]);

    const refusal = `The database has migration ${NEWER_CONTRACT.name} of Boothdeck ${NEWER_RELEASE}, which no longer works with the code of ${PRODUCT_VERSION} and older; this is ${PRODUCT_VERSION}: start ${NEWER_RELEASE} or newer.`;
    await expect(checkMigrated(database)).rejects.toThrow(new IncompatibleDatabase(refusal));
    await expect(migrateToLatest(database)).rejects.toThrow(new IncompatibleDatabase(refusal));
    // The newer release itself still starts on it.
    await expect(checkMigrated(database, newerStill)).resolves.toBeUndefined();
  });

  it('refuses with MIGRATE=false a database that lacks a migration, naming it and npm run migrate', async () => {
    const database = await migratedDatabase();
    await expect(checkMigrated(database, newer)).rejects.toThrow(
      new IncompatibleDatabase(
        `The database lacks migration ${NEWER_EXPAND.name} of Boothdeck ${NEWER_RELEASE}: run \`npm run migrate\` with this release first (MIGRATE=false starts no migration).`,
      ),
    );
    expect(await appliedMigrationNames(database)).not.toContain(NEWER_EXPAND.name);
  });
});
