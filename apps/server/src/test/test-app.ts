/**
 * Builds the real app on a fresh database of each dialect for integration tests. SQLite always
 * runs; PostgreSQL runs when TEST_DATABASE_URL is set, and its absence fails the run under CI.
 * Each app starts from a copy of the database the global setup migrated and seeded once for the
 * run (template-databases.ts): a copied file on SQLite, a database of its own on PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { type BuildOptions, buildApp } from '../app.ts';
import type { AppConfig } from '../config.ts';
import { type DialectName, SQLITE_FILE_NAME } from '../db/database.ts';
import { DEFAULT_SMS_DAILY_CAPS } from '../modules/sharing/index.ts';
import type { PasswordHashCost } from '../platform/auth/passwords.ts';
import { postgresUrlOf, runOnPostgres } from './template-databases.ts';

export type TestApp = { app: FastifyInstance; config: AppConfig; close: () => Promise<void> };

const postgresUrl = process.env.TEST_DATABASE_URL;

if (process.env.CI === 'true' && !postgresUrl) {
  throw new Error('CI=true but TEST_DATABASE_URL is not set: the PostgreSQL suite would be skipped.');
}
if (!postgresUrl) {
  console.warn('PostgreSQL suite skipped: set TEST_DATABASE_URL=postgres://… to run it.');
}

export const TEST_DIALECTS: DialectName[] = postgresUrl ? ['sqlite', 'postgres'] : ['sqlite'];

/** Redis for the rate-limit store's suite (TEST_REDIS_URL); its absence fails the run under CI too. */
export const testRedisUrl = process.env.TEST_REDIS_URL;

if (process.env.CI === 'true' && !testRedisUrl) {
  throw new Error('CI=true but TEST_REDIS_URL is not set: the Redis rate-limit suite would be skipped.');
}

if (!testRedisUrl) {
  console.warn('Redis rate-limit suite skipped: set TEST_REDIS_URL=redis://… to run it.');
}

export type RateLimitStoreName = 'database' | 'redis';

/**
 * Where rate-limit behaviour is tested: the database store on each dialect, and the Redis store
 * (on SQLite, since Redis holds the attempts whatever the database) when TEST_REDIS_URL is set.
 */
export const TEST_RATE_LIMIT_SETUPS: { dialect: DialectName; store: RateLimitStoreName }[] = [
  ...TEST_DIALECTS.map((dialect) => ({ dialect, store: 'database' as const })),
  ...(testRedisUrl ? [{ dialect: 'sqlite' as const, store: 'redis' as const }] : []),
];

/** The configuration that puts an app's rate limits in `store`. */
export const rateLimitStoreConfig = (store: RateLimitStoreName): Partial<AppConfig> =>
  store === 'redis' ? { redisUrl: testRedisUrl } : {};

/** A Redis key prefix of its own, so test apps sharing the one Redis never see each other's counts. */
export const testRedisKeyPrefix = () => `boothdeck-test:${randomBytes(6).toString('hex')}:`;

/**
 * argon2's cheapest cost: tests sign hundreds of accounts up and in, which at the production cost
 * (passwords.ts, pinned by its own test) took most of their time. Hashes still are argon2id.
 */
export const TEST_PASSWORD_HASH_COST: PasswordHashCost = { memoryCost: 256, timeCost: 1 };

/** A database of its own on the test server, made from the run's template; answers its address. */
async function createPostgresDatabase(name: string): Promise<string> {
  if (!postgresUrl) throw new Error('TEST_DATABASE_URL is not set');
  const template = inject('postgresTemplateDatabase');
  await runOnPostgres(postgresUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(postgresUrlOf(postgresUrl, name));
  // A commit does not wait for its log to reach the disk: a crash of the test server could lose
  // the last commits of a database that is thrown away anyway, and every query behaves the same.
  url.searchParams.set('options', '-c synchronous_commit=off');
  return url.toString();
}

export async function createTestApp(
  dialect: DialectName,
  overrides: Partial<AppConfig> = {},
  buildOptions: BuildOptions = {},
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'boothdeck-test-'));
  const database = `boothdeck_test_${randomBytes(6).toString('hex')}`;
  const sqliteTemplate = inject('sqliteTemplateFile');
  if (dialect === 'sqlite' && sqliteTemplate) await fs.copyFile(sqliteTemplate, path.join(dataDir, SQLITE_FILE_NAME));
  const config: AppConfig = {
    port: 0,
    pdfChromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    host: '127.0.0.1',
    appUrl: 'http://boothdeck.test',
    dataDir,
    databaseUrl: dialect === 'postgres' ? await createPostgresDatabase(database) : undefined,
    smtpUrl: undefined,
    mailFrom: 'Boothdeck <no-reply@boothdeck.test>',
    sms: { provider: 'outbox' },
    smsDailyCaps: DEFAULT_SMS_DAILY_CAPS,
    paymentGateway: 'test',
    logLevel: 'silent',
    trustProxy: false,
    // Every reply a test receives has passed its contract schema as well.
    checkReplies: true,
    webhooksAllowPrivateAddresses: false,
    webDistDir: path.join(dataDir, 'no-web-build'),
    boothDistDir: path.join(dataDir, 'no-booth-build'),
    bodyLimitBytes: 1024 * 1024,
    redisUrl: undefined,
    // Apps on one Redis must never run each other's jobs (each has its own database).
    redisPrefix: `boothdeck-test-${randomBytes(6).toString('hex')}`,
    // The production hold; tests of a worker's death shorten it with jobTimings.
    jobLockMs: 30_000,
    role: 'all',
    ...overrides,
  };
  const app = await buildApp(config, {
    passwordHashCost: TEST_PASSWORD_HASH_COST,
    ...(config.redisUrl ? { rateLimitKeyPrefix: testRedisKeyPrefix() } : {}),
    ...buildOptions,
  });
  return {
    app,
    config,
    async close() {
      await app.close();
      if (dialect === 'postgres' && postgresUrl) {
        await runOnPostgres(postgresUrl, `drop database if exists ${database}`);
      }
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
