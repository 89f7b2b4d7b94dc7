/**
 * Migrations of a release after this one, for the tests of upgrades and rollbacks: an expand
 * that keeps this release's code working, and a contract that does not. The newer build
 * (newer-build-main.ts) is this server with the expand added.
 */

import { PRODUCT_VERSION } from '@boothdeck/contract/product-version';
import type { Kysely } from 'kysely';
import type { Release, ReleaseMigration } from '../db/release-migrations.ts';

/** The release after this one, by its minor number. */
export const NEWER_RELEASE = PRODUCT_VERSION.replace(
  /^(\d+)\.(\d+)\.\d+$/,
  (_, major, minor) => `${major}.${Number(minor) + 1}.0`,
) as Release;

/** Adds a table and a column this release's code never reads. */
export const NEWER_EXPAND: ReleaseMigration = {
  name: '9001-newer-release-notes',
  shippedIn: NEWER_RELEASE,
  expands: 'release_notes, users.preferred_name',
  contractFrom: '99.0.0',
  up: () => ({
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('release_notes')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('note', 'text')
        .execute();
      await db.schema.alterTable('users').addColumn('preferred_name', 'text').execute();
    },
  }),
};

/** Drops a table this release's code reads no more in the newer one: it stops this release. */
export const NEWER_CONTRACT: ReleaseMigration = {
  name: '9002-newer-release-drops-notes',
  shippedIn: NEWER_RELEASE,
  expands: '',
  contractFrom: '99.0.0',
  contracts: { what: 'drops release_notes', stopsCodeOf: PRODUCT_VERSION as Release },
  up: () => ({
    async up(db: Kysely<unknown>) {
      await db.schema.dropTable('release_notes').execute();
    },
  }),
};
