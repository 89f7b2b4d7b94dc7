/**
 * Builds the real app on a fresh database of each dialect for integration tests. SQLite always
 * runs; PostgreSQL runs when TEST_DATABASE_URL is set, and its absence fails the run under CI.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { type BuildOptions, buildApp } from '../app.ts';
import type { AppConfig } from '../config.ts';
import type { DialectName } from '../db/database.ts';

export type TestApp = { app: FastifyInstance; config: AppConfig; close: () => Promise<void> };

const postgresUrl = process.env.TEST_DATABASE_URL;

if (process.env.CI === 'true' && !postgresUrl) {
  throw new Error('CI=true but TEST_DATABASE_URL is not set: the PostgreSQL suite would be skipped.');
}
if (!postgresUrl) {
  console.warn('PostgreSQL suite skipped: set TEST_DATABASE_URL=postgres://… to run it.');
}

export const TEST_DIALECTS: DialectName[] = postgresUrl ? ['sqlite', 'postgres'] : ['sqlite'];

export async function createTestApp(
  dialect: DialectName,
  overrides: Partial<AppConfig> = {},
  buildOptions: BuildOptions = {},
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'boothdeck-test-'));
  const schema = `test_${randomBytes(6).toString('hex')}`;
  if (dialect === 'postgres') await runOnPostgres(`create schema ${schema}`);
  const config: AppConfig = {
    port: 0,
    host: '127.0.0.1',
    appUrl: 'http://boothdeck.test',
    dataDir,
    databaseUrl: dialect === 'postgres' ? postgresUrl : undefined,
    databaseSchema: dialect === 'postgres' ? schema : undefined,
    smtpUrl: undefined,
    mailFrom: 'Boothdeck <no-reply@boothdeck.test>',
    sms: { provider: 'outbox' },
    paymentGateway: 'test',
    logLevel: 'silent',
    trustProxy: false,
    // Every reply a test receives has passed its contract schema as well.
    checkReplies: true,
    webDistDir: path.join(dataDir, 'no-web-build'),
    bodyLimitBytes: 1024 * 1024,
    ...overrides,
  };
  const app = await buildApp(config, buildOptions);
  return {
    app,
    config,
    async close() {
      await app.close();
      if (dialect === 'postgres') await runOnPostgres(`drop schema ${schema} cascade`);
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function runOnPostgres(statement: string) {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
