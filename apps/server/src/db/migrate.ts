/** Runs the migrations in order at start; each migration is portable across both dialects. */
import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { DatabaseHandle } from './database.ts';
import { accountsMigration } from './migrations/0001-accounts.ts';
import { packagesMigration } from './migrations/0002-packages.ts';

function migrationsFor(handle: DatabaseHandle): Record<string, Migration> {
  return {
    '0001-accounts': accountsMigration(handle.dialect),
    '0002-packages': packagesMigration(handle.dialect),
  };
}

export async function migrateToLatest(handle: DatabaseHandle): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(handle) };
  const migrator = new Migrator({ db: handle.db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
