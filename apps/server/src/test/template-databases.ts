/**
 * The server tests' global setup: migrates and seeds one database of each dialect once per run,
 * which every test app then starts from a copy of (`createTestApp`). On SQLite that is a file
 * copied into the app's data folder; on PostgreSQL a database each app creates from this one as
 * its template. buildApp still migrates and seeds each copy, and finds nothing left to do.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type DatabaseOptions, openDatabase, SQLITE_FILE_NAME } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedLibraries } from '../modules/libraries/library-seed.ts';
import { seedCatalogue } from '../modules/packages/catalogue-seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated and seeded SQLite file each test app copies. */
    sqliteTemplateFile: string;
    /** The migrated and seeded PostgreSQL database each test app is created from, when TEST_DATABASE_URL is set. */
    postgresTemplateDatabase: string | undefined;
  }
}

/** The address of another database on the server `url` names. */
export function postgresUrlOf(url: string, database: string): string {
  const address = new URL(url);
  address.pathname = `/${database}`;
  return address.toString();
}

/** Runs statements on the database `url` names, one connection for all of them. */
export async function runOnPostgres(url: string, ...statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

async function migrateAndSeed(options: DatabaseOptions): Promise<void> {
  const handle = openDatabase(options);
  try {
    await migrateToLatest(handle);
    await seedCatalogue(handle.db);
    await seedLibraries(handle.db);
  } finally {
    // On SQLite, closing the last connection writes the log back into the file.
    await handle.db.destroy();
  }
}

export default async function setup(project: TestProject) {
  const run = randomBytes(6).toString('hex');
  const sqliteDir = await fs.mkdtemp(path.join(os.tmpdir(), 'boothdeck-template-'));
  await migrateAndSeed({ dataDir: sqliteDir, databaseUrl: undefined });
  project.provide('sqliteTemplateFile', path.join(sqliteDir, SQLITE_FILE_NAME));

  const postgresUrl = process.env.TEST_DATABASE_URL;
  const template = `boothdeck_template_${run}`;
  if (postgresUrl) {
    await runOnPostgres(postgresUrl, `create database ${template}`);
    await migrateAndSeed({ dataDir: sqliteDir, databaseUrl: postgresUrlOf(postgresUrl, template) });
  }
  project.provide('postgresTemplateDatabase', postgresUrl ? template : undefined);

  return async () => {
    if (postgresUrl) await runOnPostgres(postgresUrl, `drop database if exists ${template}`);
    await fs.rm(sqliteDir, { recursive: true, force: true });
  };
}
