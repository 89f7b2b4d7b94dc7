/**
 * `npm run migrate-to` on a SQLite install with an organiser, a public gallery of stored
 * captures, booth uploads and leads: a server on the PostgreSQL database it made, with the media
 * in a new data folder, serves the same gallery and files, signs the same organiser in (and
 * keeps their session), and makes new rows with new ids. A second run into that database is
 * refused, and so is a run while a server holds the install.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { accountEndpoints, formBuilderEndpoints, leadEndpoints, publicGalleryEndpoints } from '@boothdeck/contract';
import SQLite from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { openDatabase, SQLITE_FILE_NAME } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { PASSWORD } from '../../src/test/accounts-client.ts';
import { signInBooth } from '../../src/test/booth-client.ts';
import { callApp, callAppUnchecked, replyOf } from '../../src/test/call-app.ts';
import { eventsClient } from '../../src/test/events-client.ts';
import { jpegBytes } from '../../src/test/image-fixtures.ts';
import { LEAD_FORM, leadBody, leadValues } from '../../src/test/leads-setup.ts';
import { postMedia } from '../../src/test/media-upload-client.ts';
import { publicGalleryApp } from '../../src/test/public-gallery-setup.ts';
import { s3EnvironmentOf, startS3TestServer } from '../../src/test/s3-test-server.ts';
import { type ServerChild, serverEnvironmentOn, startServerChild } from '../../src/test/server-child.ts';
import { postgresUrlOf, runOnPostgres } from '../../src/test/template-databases.ts';
import { createTestApp, TEST_DIALECTS, TEST_PASSWORD_HASH_COST } from '../../src/test/test-app.ts';
import { runTool } from '../../src/test/tool-child.ts';

const postgresUrl = process.env.TEST_DATABASE_URL ?? '';

const runMigrateTo = (args: string[], dataDir: string, environment: Record<string, string> = {}) =>
  runTool(inject('serverBundle').tools['migrate-to'], args, { DATA_DIR: dataDir, DATABASE_URL: '', ...environment });

/** Every copied table's rows, sorted, from the SQLite file in a data folder or a PostgreSQL database. */
function tableContents(dataDir: string): Record<string, string[]>;
function tableContents(databaseUrl: string): Promise<Record<string, string[]>>;
function tableContents(place: string) {
  const sorted = (rows: unknown[]) => rows.map((row) => JSON.stringify(row)).sort();
  if (!place.startsWith('postgres')) {
    const file = new SQLite(path.join(place, SQLITE_FILE_NAME), { readonly: true });
    try {
      const tables = file
        .prepare(
          `select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'`,
        )
        .all() as { name: string }[];
      return Object.fromEntries(
        tables.map(({ name }) => [name, sorted(file.prepare(`select * from "${name}"`).all())]),
      );
    } finally {
      file.close();
    }
  }
  return (async () => {
    const client = new pg.Client({ connectionString: place });
    await client.connect();
    try {
      const { rows: tables } = await client.query<{ name: string }>(
        `select table_name as name from information_schema.tables where table_schema = current_schema() and table_name not like 'kysely_%'`,
      );
      const contents: Record<string, string[]> = {};
      for (const { name } of tables) contents[name] = sorted((await client.query(`select * from "${name}"`)).rows);
      return contents;
    } finally {
      await client.end();
    }
  })();
}

/** A gallery item's thumbnail as a guest's page loads it, from whichever server `app` is. */
const thumbnailOf = (app: FastifyInstance, mediaId: number) =>
  callApp(app, publicGalleryEndpoints.file, { params: { mediaId, kind: 'thumbnail' } });

describe.runIf(TEST_DIALECTS.includes('postgres'))('moving a SQLite install to PostgreSQL', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('serves the same gallery and signs in the same organiser from the PostgreSQL copy', async () => {
    // The SQLite install: a gallery of stored captures, and an event whose booth uploaded and captured leads.
    const setup = await publicGalleryApp('sqlite');
    const { t, options, ada } = setup;
    cleanups.push(() => t.close());
    const gallery = await setup.gallery({}, ['photo', 'video', 'photo']);
    const eventId = await options.eventWith(ada, { data_capture: 1 }, { form_builder: 1 });
    const form = await options.call(ada, formBuilderEndpoints.save, {
      body: { eventId, form_name: 'Custom Form', form_data: LEAD_FORM },
    });
    expect(form.statusCode).toBe(200);
    await options.submit(ada, eventId);
    const boothToken = await signInBooth(t.app, (await options.show(ada, eventId)).uuid);
    const uploaded = await postMedia(t.app, boothToken, {
      media_type: 'photo',
      client_id: 'capture-1',
      captured_at: new Date().toISOString(),
      file: { bytes: await jpegBytes(), name: 'photo.jpg' },
    });
    expect(uploaded.statusCode).toBe(200);
    for (const name of ['Ada Lovelace', 'Grace Hopper']) {
      const lead = leadBody({ values: leadValues({ full_name: name }) });
      // The lead as the leads setup builds it, whose answers the contract types only loosely.
      const reply = await callAppUnchecked(t.app, leadEndpoints.capture, { token: boothToken, body: lead });
      expect(reply.statusCode).toBe(200);
    }

    /** What a guest and the organiser see, read from whichever server `app` is. */
    const seenOn = async (app: typeof t.app) => {
      const page = await callApp(app, publicGalleryEndpoints.items, { params: { id: gallery.id } });
      const files = await Promise.all(gallery.items.map(async (item) => (await thumbnailOf(app, item.id)).rawPayload));
      const leads = await callApp(app, leadEndpoints.eventLeads, { token: ada.token, params: { id: eventId } });
      return { page: replyOf(page), files, leads: replyOf(leads), statuses: [page.statusCode, leads.statusCode] };
    };
    const before = await seenOn(t.app);
    expect(before.statuses).toEqual([200, 200]);
    await t.app.close();

    // An empty database of its own, and a new data folder for the media.
    const database = `boothdeck_migrate_${randomBytes(6).toString('hex')}`;
    await runOnPostgres(postgresUrl, `create database ${database}`);
    cleanups.push(() => runOnPostgres(postgresUrl, `drop database if exists ${database} with (force)`));
    const databaseUrl = postgresUrlOf(postgresUrl, database);
    const newDataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'boothdeck-migrated-'));
    cleanups.push(() => fs.rm(newDataDir, { recursive: true, force: true }));

    const run = await runMigrateTo([databaseUrl, '--data-dir', newDataDir], t.config.dataDir);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^done in .* media files copied/m);

    expect(await tableContents(databaseUrl)).toEqual(tableContents(t.config.dataDir));

    const migrated = await buildApp(
      { ...t.config, databaseUrl, dataDir: newDataDir },
      { passwordHashCost: TEST_PASSWORD_HASH_COST },
    );
    cleanups.push(() => migrated.close());
    const after = await seenOn(migrated);
    expect(after.statuses).toEqual([200, 200]);
    expect(after.page).toEqual(before.page);
    expect(after.leads).toEqual(before.leads);
    expect(after.files.map((file) => file.toString('base64'))).toEqual(
      before.files.map((file) => file.toString('base64')),
    );

    const signIn = await callApp(migrated, accountEndpoints.login, {
      body: { email: ada.user.email, password: PASSWORD },
    });
    expect(replyOf(signIn).user.id).toBe(ada.user.id);
    // The session made on SQLite still works, and new rows get ids after the copied ones.
    expect((await callApp(migrated, accountEndpoints.user, { token: ada.token })).statusCode).toBe(200);
    const newEventId = await eventsClient(migrated, newDataDir, t.config.appUrl).createDraft(ada);
    expect(newEventId).toBeGreaterThan(eventId);

    // A second run finds the database holding rows and changes nothing.
    const again = await runMigrateTo([databaseUrl, '--data-dir', newDataDir], t.config.dataDir);
    expect(again.code).toBe(1);
    expect(again.stderr.trim().split('\n')).toEqual([
      'migrate-to: the target database already holds data; migrate into a new, empty database',
    ]);
  }, 240_000);

  it('moves the media into an S3 bucket, from which a server on the PostgreSQL copy serves them', async () => {
    const setup = await publicGalleryApp('sqlite');
    const { t } = setup;
    cleanups.push(() => t.close());
    const gallery = await setup.gallery({}, ['photo', 'video', 'photo']);
    const thumbnailsOn = (app: typeof t.app) =>
      Promise.all(
        gallery.items.map(async (item) => {
          const reply = await thumbnailOf(app, item.id);
          return { status: reply.statusCode, bytes: reply.rawPayload.toString('base64') };
        }),
      );
    const before = await thumbnailsOn(t.app);
    await t.app.close();
    const mediaFolder = path.join(t.config.dataDir, 'media');
    const localFiles = (await fs.readdir(mediaFolder, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(mediaFolder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .sort();
    expect(localFiles.length).toBeGreaterThan(0);

    const s3 = await startS3TestServer();
    cleanups.push(() => s3.close());
    const database = `boothdeck_migrate_${randomBytes(6).toString('hex')}`;
    await runOnPostgres(postgresUrl, `create database ${database}`);
    cleanups.push(() => runOnPostgres(postgresUrl, `drop database if exists ${database} with (force)`));
    const databaseUrl = postgresUrlOf(postgresUrl, database);

    const run = await runMigrateTo([databaseUrl], t.config.dataDir, s3EnvironmentOf(s3.settings));
    // The AWS SDK's notice that its later releases will need a newer Node.js is its only output.
    const lines = run.stderr.split('\n');
    const noticeEnd = lines.findIndex((line) => line.startsWith('More information can be found at'));
    const rest = lines.slice(run.stderr.includes('NodeVersionSupportWarning') ? noticeEnd + 1 : 0);
    expect(rest.filter((line) => line.trim() !== '' && !line.includes('--trace-warnings'))).toEqual([]);
    expect(run.code).toBe(0);
    const keys = await s3.keys();
    expect(keys).toEqual(localFiles);

    // A server on the copy, its media in the bucket only: the local folder is gone.
    await fs.rm(mediaFolder, { recursive: true, force: true });
    const migrated = await buildApp(
      { ...t.config, databaseUrl, s3: s3.settings },
      { passwordHashCost: TEST_PASSWORD_HASH_COST },
    );
    cleanups.push(() => migrated.close());
    expect(await thumbnailsOn(migrated)).toEqual(before);
    expect(before.every((thumbnail) => thumbnail.status === 200)).toBe(true);
  }, 240_000);

  it('finishes a run that was cut short, on its own schema, when run again', async () => {
    const t = await createTestApp('sqlite');
    cleanups.push(() => t.close());
    const ada = await eventsClient(t.app, t.config.dataDir, t.config.appUrl).organiser('Monthly Pro');
    await t.app.close();
    const database = `boothdeck_migrate_${randomBytes(6).toString('hex')}`;
    await runOnPostgres(postgresUrl, `create database ${database}`);
    cleanups.push(() => runOnPostgres(postgresUrl, `drop database if exists ${database} with (force)`));
    const databaseUrl = postgresUrlOf(postgresUrl, database);
    // What a run killed after the target's migrations leaves: its marker, the schema, the seeded rows.
    await runOnPostgres(databaseUrl, 'create table migrate_to_unfinished (started_at text not null)');
    const half = openDatabase({ dataDir: t.config.dataDir, databaseUrl });
    await migrateToLatest(half).finally(() => half.db.destroy());

    const run = await runMigrateTo([databaseUrl], t.config.dataDir);
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('target: resuming an unfinished run');
    expect(run.code).toBe(0);
    const migrated = await buildApp({ ...t.config, databaseUrl }, { passwordHashCost: TEST_PASSWORD_HASH_COST });
    cleanups.push(() => migrated.close());
    const user = await callApp(migrated, accountEndpoints.user, { token: ada.token });
    expect(user.statusCode).toBe(200);
  }, 240_000);

  it('refuses while a server holds the SQLite install', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'boothdeck-held-'));
    cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
    let server: ServerChild | undefined;
    cleanups.push(() => server?.kill() ?? Promise.resolve());
    server = await startServerChild(serverEnvironmentOn(dataDir));
    const run = await runMigrateTo([postgresUrlOf(postgresUrl, 'never_created')], dataDir);
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe(`migrate-to: a Boothdeck server is running on ${dataDir}: stop it first`);
  }, 240_000);
});
