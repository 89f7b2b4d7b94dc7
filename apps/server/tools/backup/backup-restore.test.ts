/**
 * `npm run backup` on a running install (SQLite, and PostgreSQL with TEST_DATABASE_URL) with an
 * organiser and a capture a booth uploaded, then `npm run restore` into a fresh data folder and a
 * fresh database of each kind: a server there signs the organiser in (and keeps their session),
 * serves the capture's files, and honours a download link signed before the backup. A restore
 * into an install that is already there is refused unless told, and a damaged archive is refused
 * before anything changes. Restored with S3_* set, the media go into the bucket.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { accountEndpoints, galleryEndpoints } from '@boothdeck/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { AppConfig } from '../../src/config.ts';
import type { DialectName } from '../../src/db/database.ts';
import { PASSWORD } from '../../src/test/accounts-client.ts';
import { signInBooth } from '../../src/test/booth-client.ts';
import { callApp, replyOf } from '../../src/test/call-app.ts';
import { defined } from '../../src/test/defined.ts';
import { bearer } from '../../src/test/events-client.ts';
import { jpegBytes } from '../../src/test/image-fixtures.ts';
import { postMedia } from '../../src/test/media-upload-client.ts';
import { optionsClient } from '../../src/test/options-client.ts';
import { s3EnvironmentOf, startS3TestServer } from '../../src/test/s3-test-server.ts';
import { postgresUrlOf, runOnPostgres } from '../../src/test/template-databases.ts';
import { createTestApp, TEST_DIALECTS, TEST_PASSWORD_HASH_COST } from '../../src/test/test-app.ts';
import { runTool } from '../../src/test/tool-child.ts';

const postgresUrl = process.env.TEST_DATABASE_URL ?? '';

/** The install a command works on, as the server reads it from the environment. */
const installEnvironment = (dataDir: string, databaseUrl: string | undefined) => ({
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl ?? '',
});

describe.each(TEST_DIALECTS)('a backup of a %s install', (sourceDialect) => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  const newFolder = async (prefix: string) => {
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
    cleanups.push(() => fs.rm(folder, { recursive: true, force: true }));
    return folder;
  };

  /** A fresh data folder, and a new empty database when the target is PostgreSQL. */
  const freshInstall = async (dialect: DialectName) => {
    const dataDir = await newFolder('boothdeck-restored-');
    if (dialect === 'sqlite') return { dataDir, databaseUrl: undefined };
    const database = `boothdeck_restore_${randomBytes(6).toString('hex')}`;
    await runOnPostgres(postgresUrl, `create database ${database}`);
    cleanups.push(() => runOnPostgres(postgresUrl, `drop database if exists ${database} with (force)`));
    return { dataDir, databaseUrl: postgresUrlOf(postgresUrl, database) };
  };

  /** A running install with an organiser, a capture a booth uploaded, and a link signed for it. */
  const installWithCapture = async (dialect: DialectName) => {
    const t = await createTestApp(dialect);
    cleanups.push(() => t.close());
    const options = optionsClient(t.app, t.config.dataDir, t.config.appUrl);
    const ada = await options.organiser('Monthly Pro');
    const eventId = await options.eventWith(ada, { gallery: 1 });
    await options.submit(ada, eventId);
    const booth = await signInBooth(t.app, (await options.show(ada, eventId)).uuid);
    const uploaded = await postMedia(t.app, booth, {
      media_type: 'photo',
      client_id: 'capture-1',
      captured_at: new Date().toISOString(),
      file: { bytes: await jpegBytes(), name: 'photo.jpg' },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const capture = replyOf(uploaded).media;
    const link = await callApp(t.app, galleryEndpoints.downloadLink, {
      token: ada.token,
      body: { media_id: capture.id },
    });
    const signedUrl = replyOf(link).url;

    /** What the organiser's gallery and a signed download answer, from whichever server `app` is. */
    const servedBy = async (app: FastifyInstance) => {
      const thumbnail = await app.inject({ url: defined(capture.event_photo), headers: bearer(ada) });
      const download = await app.inject({ url: signedUrl });
      return {
        statuses: [thumbnail.statusCode, download.statusCode],
        thumbnail: thumbnail.rawPayload.toString('base64'),
        download: download.rawPayload.toString('base64'),
      };
    };
    const before = await servedBy(t.app);
    expect(before.statuses).toEqual([200, 200]);
    return { t, ada, servedBy, before };
  };

  /** `npm run backup` of the running install; answers the archive's path. */
  const backUp = async (config: AppConfig) => {
    const archive = path.join(await newFolder('boothdeck-backups-'), 'install.tar.gz');
    const backup = await runTool(
      inject('serverBundle').tools.backup,
      [archive],
      installEnvironment(config.dataDir, config.databaseUrl),
    );
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/^done in .* s: .*install\.tar\.gz, \d+ files/m);
    return archive;
  };

  /** A server on a restored install, with the test app's other settings. */
  const serverOn = (config: AppConfig, target: Pick<AppConfig, 'dataDir' | 'databaseUrl' | 's3'>) =>
    buildApp(
      { ...config, ...target, webDistDir: path.join(target.dataDir, 'no-web-build') },
      { passwordHashCost: TEST_PASSWORD_HASH_COST },
    );

  it('restores into a fresh install of either kind that signs in, serves the capture and honours a signed link', async () => {
    const { t, ada, servedBy, before } = await installWithCapture(sourceDialect);
    // Backed up while the server runs.
    const archive = await backUp(t.config);

    for (const targetDialect of TEST_DIALECTS) {
      const target = await freshInstall(targetDialect);
      const environment = installEnvironment(target.dataDir, target.databaseUrl);
      const restore = await runTool(inject('serverBundle').tools.restore, [archive], environment);
      expect(restore.stderr, `restore into ${targetDialect}`).toBe('');
      expect(restore.code).toBe(0);

      const restored = await serverOn(t.config, target);
      try {
        const signIn = await callApp(restored, accountEndpoints.login, {
          body: { email: ada.user.email, password: PASSWORD },
        });
        expect(signIn.statusCode, `sign-in on the ${targetDialect} copy`).toBe(200);
        // The session made before the backup is still signed in.
        expect((await callApp(restored, accountEndpoints.user, { token: ada.token })).statusCode).toBe(200);
        expect(await servedBy(restored)).toEqual(before);
      } finally {
        await restored.close();
      }

      // The install is there now: a second restore is refused, and changes nothing.
      const again = await runTool(inject('serverBundle').tools.restore, [archive], environment);
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(/^restore: .* (is not empty|already holds tables).*--force/);
      const forced = await runTool(inject('serverBundle').tools.restore, [archive, '--force'], environment);
      expect(forced.stderr).toBe('');
      expect(forced.code).toBe(0);
    }
  }, 240_000);

  it.runIf(sourceDialect === 'sqlite')(
    "writes the media into the bucket S3_* names, and refuses a SECRETS_KEY that is not the backup's",
    async () => {
      const { t, servedBy, before } = await installWithCapture('sqlite');
      const archive = await backUp(t.config);
      const s3 = await startS3TestServer();
      cleanups.push(() => s3.close());

      const otherKey = randomBytes(32).toString('base64url');
      const target = await newFolder('boothdeck-restored-');
      const environment = { ...installEnvironment(target, undefined), ...s3EnvironmentOf(s3.settings) };
      const refused = await runTool(inject('serverBundle').tools.restore, [archive], {
        ...environment,
        SECRETS_KEY: otherKey,
      });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(
        "restore: SECRETS_KEY is not the key of this backup; set it to the one in the archive's secrets.key, or unset it",
      );
      expect(await s3.keys()).toEqual([]);

      const restore = await runTool(inject('serverBundle').tools.restore, [archive], environment);
      expect(restore.code, restore.stderr).toBe(0);
      expect(restore.stdout).toMatch(/^media: \d+ files copied to the bucket boothdeck-media$/m);
      expect(await s3.keys()).not.toEqual([]);
      expect(await fs.readdir(target)).not.toContain('media');
      // Downloads stream through the server rather than answer with the bucket's address.
      const s3Settings = { ...s3.settings, redirectDownloads: false };
      const restored = await serverOn(t.config, { dataDir: target, databaseUrl: undefined, s3: s3Settings });
      cleanups.push(() => restored.close());
      expect(await servedBy(restored)).toEqual(before);
    },
    120_000,
  );

  it.runIf(sourceDialect === 'sqlite')(
    'refuses a damaged archive before touching the data folder',
    async () => {
      const t = await createTestApp('sqlite');
      cleanups.push(() => t.close());
      const archive = await backUp(t.config);
      // One byte of the database changed inside an otherwise well-formed archive.
      const tarBytes = gunzipSync(await fs.readFile(archive));
      const at = tarBytes.indexOf('SQLite format 3');
      tarBytes[at + 4096 + 100] = (tarBytes[at + 4096 + 100] ?? 0) ^ 0xff;
      await fs.writeFile(archive, gzipSync(tarBytes));

      const target = await newFolder('boothdeck-restored-');
      const restore = await runTool(
        inject('serverBundle').tools.restore,
        [archive],
        installEnvironment(target, undefined),
      );
      expect(restore.code).toBe(1);
      expect(restore.stderr.trim()).toBe(
        "restore: boothdeck.sqlite in the archive is damaged (its SHA-256 differs from the manifest's)",
      );
      expect((await fs.readdir(target)).filter((name) => !name.startsWith('boothdeck.server-lock'))).toEqual([]);
    },
    120_000,
  );
});
