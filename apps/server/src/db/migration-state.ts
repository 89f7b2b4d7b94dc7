/**
 * The statements about the database's migrations: which are applied (Kysely's own table) and
 * what each declares about older code (migration_releases, which every release that migrates
 * fills with its own migrations' declarations).
 */
import { type Kysely, sql } from 'kysely';
import type { DatabaseHandle } from './database.ts';

type MigrationTables = {
  kysely_migration: { name: string };
  migration_releases: { name: string; shipped_in: string; stops_code_of: string | null };
};

export type MigrationDeclaration = { name: string; shippedIn: string; stopsCodeOf: string | null };

const tablesOf = (handle: DatabaseHandle) => handle.db as unknown as Kysely<MigrationTables>;

async function tableExists(handle: DatabaseHandle, table: keyof MigrationTables): Promise<boolean> {
  const query =
    handle.dialect === 'sqlite'
      ? sql`select name from sqlite_master where type = 'table' and name = ${table}`
      : sql`select table_name from information_schema.tables where table_schema = current_schema() and table_name = ${table}`;
  return (await query.execute(handle.db)).rows.length > 0;
}

/** The names of the applied migrations, none on a new database. */
export async function appliedMigrationNames(handle: DatabaseHandle): Promise<string[]> {
  if (!(await tableExists(handle, 'kysely_migration'))) return [];
  const rows = await tablesOf(handle).selectFrom('kysely_migration').select('name').orderBy('name').execute();
  return rows.map((row) => row.name);
}

/** What these applied migrations declared when they ran; one that declared nothing is left out. */
export async function declarationsOf(handle: DatabaseHandle, names: string[]): Promise<MigrationDeclaration[]> {
  if (names.length === 0 || !(await tableExists(handle, 'migration_releases'))) return [];
  const rows = await tablesOf(handle)
    .selectFrom('migration_releases')
    .select(['name', 'shipped_in', 'stops_code_of'])
    .where('name', 'in', names)
    .execute();
  return rows.map((row) => ({ name: row.name, shippedIn: row.shipped_in, stopsCodeOf: row.stops_code_of }));
}

/** Writes the declarations of migrations this release applied; those already there stay as they are. */
export async function recordDeclarations(handle: DatabaseHandle, declarations: MigrationDeclaration[]): Promise<void> {
  await tablesOf(handle)
    .insertInto('migration_releases')
    .values(
      declarations.map(({ name, shippedIn, stopsCodeOf }) => ({
        name,
        shipped_in: shippedIn,
        stops_code_of: stopsCodeOf,
      })),
    )
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
}
