/**
 * An event's retention purge is killed mid-way (SIGKILL, as a power cut or the OOM killer would)
 * and finishes after a restart: every capture's row and file is gone, the leads and messages hold
 * nothing personal, and the totals count everything the purge erased, once.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database.ts';
import { dataRightsEvent, newGuest, tablesHolding } from '../../test/data-rights-setup.ts';
import { serverChildrenKilledAfterEach } from '../../test/killed-servers.ts';
import { mediaFixtures } from '../../test/media-fixtures.ts';
import { serverEnvironmentOn, startServerChild } from '../../test/server-child.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';

/** Enough captures that the purge takes seconds: the kill comes while it works. */
const CAPTURES = 10_000;
const WITH_FILES = 300;

describe.each(TEST_DIALECTS)('a retention purge across a kill -9 on %s', (dialect) => {
  let t: TestApp | undefined;
  const servers = serverChildrenKilledAfterEach(() => t?.close());

  it('carries on after a restart and erases everything, files too, counting each capture once', async () => {
    t = await createTestApp(dialect);
    const event = await dataRightsEvent(t);
    const guests = [newGuest(), newGuest()];
    for (const guest of guests) await event.visit(guest);
    await mediaFixtures(t.app).addRows(event.eventId, 'photo', CAPTURES, new Date(Date.now() - 86_400_000));
    for (let index = 0; index < WITH_FILES; index += 1) {
      await t.app.platform.storage.put(
        `event_gallery/photo/bulk_${event.eventId}_${index}.jpg`,
        Buffer.from([index % 256]),
      );
    }
    const { db } = t.app.platform.database;
    const captures = async (handle = db) =>
      Number(
        (
          await handle
            .selectFrom('media_items')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .where('event_id', '=', event.eventId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const total = await captures();
    // The purge is due: the server's start-up sweep adds its job.
    await db
      .insertInto('event_retention')
      .values({
        event_id: event.eventId,
        days: 1,
        purge_at: new Date(Date.now() - 1000).toISOString(),
        warned_at: new Date().toISOString(),
      })
      .execute();
    await t.app.close();

    const environment = serverEnvironmentOn(t.config.dataDir, t.config.databaseUrl ?? '');
    const database = openDatabase({ dataDir: t.config.dataDir, databaseUrl: t.config.databaseUrl });
    try {
      const first = await startServerChild(environment);
      servers.push(first);
      // Killed once some captures are gone and many are left.
      await expect.poll(() => captures(database.db), { timeout: 30_000, interval: 20 }).toBeLessThan(total);
      await first.kill();
      const left = await captures(database.db);
      expect(left).toBeGreaterThan(0);

      // Files go before their rows: whatever the kill cut short, no file outlives its row.
      const mediaRoot = path.join(t.config.dataDir, 'media', 'event_gallery', 'photo');
      const rows = await database.db
        .selectFrom('media_items')
        .select('file_path')
        .where('event_id', '=', event.eventId)
        .execute();
      const named = new Set(rows.map((row) => path.basename(row.file_path)));
      const files = (await fs.readdir(mediaRoot)).filter((name) => name.startsWith('bulk_'));
      expect(files.filter((name) => !named.has(name))).toEqual([]);

      const second = await startServerChild(environment);
      servers.push(second);
      await expect
        .poll(
          async () =>
            (
              await database.db
                .selectFrom('event_retention')
                .select('purged_at')
                .where('event_id', '=', event.eventId)
                .executeTakeFirst()
            )?.purged_at ?? null,
          { timeout: 120_000, interval: 200 },
        )
        .not.toBeNull();
      expect(await captures(database.db)).toBe(0);
      expect((await fs.readdir(mediaRoot)).filter((name) => name.startsWith('bulk_'))).toEqual([]);
      const kept = await database.db
        .selectFrom('erased_counts')
        .selectAll()
        .where('event_id', '=', event.eventId)
        .executeTakeFirst();
      expect(kept?.captures).toBe(total);
      const leads = await database.db
        .selectFrom('leads')
        .select(['name', 'email', 'erased_at'])
        .where('event_id', '=', event.eventId)
        .execute();
      expect(leads).toHaveLength(guests.length);
      for (const lead of leads) expect(lead).toMatchObject({ name: '', email: '', erased_at: expect.any(String) });
      const texts = guests.flatMap((guest) => [guest.email, guest.phone.replace(/\s/g, '')]);
      expect(await tablesHolding(database.db, texts)).toEqual([]);
    } finally {
      await database.db.destroy();
    }
    // Two server starts and a purge of many captures: a minute or more on a busy machine.
  }, 180_000);
});
