/**
 * An event's retention purge is killed mid-way (SIGKILL, as a power cut or the OOM killer would),
 * then stopped mid-way (SIGTERM, as an orchestrator stops a server), and finishes after a restart:
 * every capture's row and file is gone, the leads and messages hold nothing personal, and the
 * totals count everything the purge erased, once. A kill may leave rows whose files are gone; a
 * SIGTERM drains: the batch under way finishes and the server exits, leaving nothing half-erased.
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
/** Captures with a file: every 30th, so each stop meets some whichever batch it lands in. */
const WITH_FILES = 300;
const FILE_EVERY = 30;
const fileIndexOf = (name: string) => Number(/^bulk_\d+_(\d+)\.jpg$/.exec(name)?.[1] ?? -1);
const hasFile = (name: string) => fileIndexOf(name) % FILE_EVERY === 0 && fileIndexOf(name) / FILE_EVERY < WITH_FILES;

describe.each(TEST_DIALECTS)('a retention purge across a kill -9 and a SIGTERM on %s', (dialect) => {
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
        `event_gallery/photo/bulk_${event.eventId}_${index * FILE_EVERY}.jpg`,
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
    const mediaRoot = path.join(t.config.dataDir, 'media', 'event_gallery', 'photo');
    /** The names of the bulk captures' files, and of the files their rows name. */
    const filesAndRows = async () => {
      const rows = await database.db
        .selectFrom('media_items')
        .select('file_path')
        .where('event_id', '=', event.eventId)
        .execute();
      const named = rows.map((row) => path.basename(row.file_path)).filter((name) => name.startsWith('bulk_'));
      const files = (await fs.readdir(mediaRoot)).filter((name) => name.startsWith('bulk_'));
      return { named, files };
    };
    try {
      const first = await startServerChild(environment);
      servers.push(first);
      // Killed once some captures are gone and many are left.
      await expect.poll(() => captures(database.db), { timeout: 30_000, interval: 20 }).toBeLessThan(total);
      await first.kill();
      const left = await captures(database.db);
      expect(left).toBeGreaterThan(0);

      // Files go before their rows: whatever the kill cut short, no file outlives its row.
      const killed = await filesAndRows();
      expect(killed.files.filter((name) => !killed.named.includes(name))).toEqual([]);

      // A SIGTERM mid-purge: the batch under way finishes, the server exits, and every capture
      // left has its file still (where it had one): none is half-erased.
      const stopped = await startServerChild(environment);
      servers.push(stopped);
      await expect.poll(() => captures(database.db), { timeout: 30_000, interval: 20 }).toBeLessThan(left);
      stopped.signal('SIGTERM');
      expect(await stopped.exited).toBe(0);
      // Usually thousands of captures are left here; on a busy machine the server may finish the
      // purge before the signal lands (it starts purging before it answers as ready), and then
      // there is nothing half-way to see: the check below holds either way.
      const drained = await filesAndRows();
      expect(drained.files.sort()).toEqual(drained.named.filter(hasFile).sort());

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
    // Three server starts and a purge of many captures: a minute or more on a busy machine.
  }, 180_000);
});
