import type { Kysely } from 'kysely';

/**
 * What each applied migration declares about older code (release-migrations.ts), written by the
 * release that applied it: a process of an older release finds there whether the migrations it
 * does not know still let it run.
 */
export function migrationReleasesMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('migration_releases')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('shipped_in', 'text', (c) => c.notNull())
        .addColumn('stops_code_of', 'text')
        .execute();
    },
  };
}
