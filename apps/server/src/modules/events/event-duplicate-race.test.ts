/**
 * Duplicating an event while the organiser removes it (say from another tab). The removal is run
 * at a chosen step of the duplicate, through pauses wrapped around the events repository's
 * transaction and the option settings copier, so each interleaving happens every time.
 */

import fs from 'node:fs';
import path from 'node:path';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { eventEndpoints } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { sql, type Transaction } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/schema.ts';
import { errorOf, replyOf } from '../../test/call-app.ts';
import { defined } from '../../test/defined.ts';
import { duplicateEventBody, eventInfoBody } from '../../test/events-client.ts';
import { asDataUrl, pngBytes } from '../../test/image-fixtures.ts';
import { type Libraries, type OptionsClient, optionsClient } from '../../test/options-client.ts';
import type { SignedIn } from '../../test/packages-client.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';
import { COPIED_TABLES } from '../options/copy-option-settings.ts';

// The server tests share modules between the files a worker runs (vitest.config.ts), so app.ts
// may already be loaded with the real modules: this file starts from fresh ones, which import
// the mocks below, and leaves fresh ones without the mocks to the next file.
vi.hoisted(() => vi.resetModules());
afterAll(() => {
  vi.doUnmock('./events.repository.ts');
  vi.doUnmock('../options/copy-option-settings.ts');
  vi.resetModules();
});

const pauses = vi.hoisted(() => ({
  /** Runs just before the events repository opens a transaction. */
  beforeTransaction: undefined as (() => Promise<void>) | undefined,
  /** Runs inside the duplicate's transaction, just before the option settings are copied. */
  beforeCopyingSettings: undefined as ((trx: Transaction<Database>) => Promise<void>) | undefined,
}));

vi.mock('./events.repository.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./events.repository.ts')>();
  return {
    ...actual,
    createEventsRepository: (...args: Parameters<typeof actual.createEventsRepository>) => {
      const repository = actual.createEventsRepository(...args);
      return {
        ...repository,
        async transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
          await pauses.beforeTransaction?.();
          return repository.transaction(work);
        },
      };
    },
  };
});

vi.mock('../options/copy-option-settings.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../options/copy-option-settings.ts')>();
  return {
    ...actual,
    createOptionSettingsCopier: (...args: Parameters<typeof actual.createOptionSettingsCopier>) => {
      const copy = actual.createOptionSettingsCopier(...args);
      return async (...copyArgs: Parameters<typeof copy>) => {
        await pauses.beforeCopyingSettings?.(copyArgs[0]);
        return copy(...copyArgs);
      };
    },
  };
});

describe.each(TEST_DIALECTS)('duplicating an event while it is removed on %s', (dialect) => {
  let t: TestApp;
  let client: OptionsClient;
  let alice: SignedIn;
  let library: Libraries;

  const duplicate = (eventId: number) =>
    client.call(alice, eventEndpoints.duplicate, { body: duplicateEventBody(eventId) });
  const remove = (eventId: number) => client.call(alice, eventEndpoints.remove, { body: { event_id: eventId } });

  const mediaFiles = () =>
    fs
      .readdirSync(path.join(t.config.dataDir, 'media'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort();

  /** The option settings rows of each copied table that belong to the event. */
  async function settingsRowCounts(eventId: number): Promise<Record<string, number>> {
    const { db } = t.app.platform.database;
    const counts: Record<string, number> = {};
    for (const table of COPIED_TABLES) {
      counts[table] = (await db.selectFrom(table).select('event_id').where('event_id', '=', eventId).execute()).length;
    }
    return counts;
  }

  /** Every option step saved, with uploads, and an event image. */
  async function configuredEventWithImage(): Promise<number> {
    const eventId = await client.configuredEvent(alice, library);
    const info = eventInfoBody({ eventId, fileURL: asDataUrl(pngBytes(), 'image/png') });
    expect((await client.call(alice, eventEndpoints.saveInfo, { body: info })).statusCode).toBe(200);
    return eventId;
  }

  /**
   * Resolves once the removal has either finished or is seen waiting for the duplicate's
   * transaction (`trx`) to end.
   */
  async function finishedOrWaiting(removal: Promise<unknown>, trx: Transaction<Database>): Promise<void> {
    let settled = false;
    void removal.finally(() => {
      settled = true;
    });
    if (dialect === 'sqlite') {
      // One connection, held by the transaction: the removal's queries can only queue behind it.
      for (let turn = 0; turn < 20 && !settled; turn += 1) await nextTurn();
      return;
    }
    const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
    const transactionPid = rows[0]?.pid;
    for (let poll = 0; poll < 1000 && !settled; poll += 1) {
      const waiting = await sql<{ count: number }>`
        select count(*)::int as count from pg_stat_activity where ${transactionPid} = any(pg_blocking_pids(pid))
      `.execute(t.app.platform.database.db);
      if ((waiting.rows[0]?.count ?? 0) > 0) return;
      await sleep(10);
    }
    if (!settled) throw new Error('the removal neither finished nor waited for the duplicate');
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    client = optionsClient(t.app, t.config.dataDir, t.config.appUrl);
    alice = await client.organiser('Monthly Pro');
    library = await client.libraries(alice);
  });
  afterEach(() => {
    pauses.beforeTransaction = undefined;
    pauses.beforeCopyingSettings = undefined;
  });
  afterAll(() => t.close());

  it('answers 404 and makes nothing when the event is removed after the checks, before the copy', async () => {
    const sourceId = await configuredEventWithImage();
    const drafts = replyOf(await client.call(alice, eventEndpoints.drafts)).draft_product as { id: number }[];
    pauses.beforeTransaction = async () => {
      pauses.beforeTransaction = undefined;
      expect((await remove(sourceId)).statusCode).toBe(200);
    };
    const filesBefore = mediaFiles();

    const reply = await duplicate(sourceId);

    expect(reply.statusCode).toBe(404);
    expect(errorOf(reply, 404)).toMatchObject({ message: MESSAGES.notFound });
    expect(replyOf(await client.call(alice, eventEndpoints.drafts)).draft_product).toEqual(
      drafts.filter((draft) => draft.id !== sourceId),
    );
    expect(mediaFiles().filter((file) => !filesBefore.includes(file))).toEqual([]);
  });

  it('copies every option setting when the removal comes while the copy is being written', async () => {
    const sourceId = await configuredEventWithImage();
    const sourceCounts = await settingsRowCounts(sourceId);
    expect(Object.values(sourceCounts).every((count) => count > 0)).toBe(true);
    let removal: Promise<{ statusCode: number }> | undefined;
    pauses.beforeCopyingSettings = async (trx) => {
      pauses.beforeCopyingSettings = undefined;
      removal = remove(sourceId);
      await finishedOrWaiting(removal, trx);
    };

    const reply = await duplicate(sourceId);

    expect(reply.statusCode).toBe(200);
    const copyId = replyOf(reply).event.id as number;
    expect((await removal)?.statusCode).toBe(200);
    expect((await client.call(alice, eventEndpoints.show, { params: { id: sourceId } })).statusCode).toBe(404);
    expect(await settingsRowCounts(copyId)).toEqual(sourceCounts);
    const copy = await client.show(alice, copyId);
    expect(copy.incentive_offer).toHaveLength(2);
    for (const url of [defined(copy.event_info_image), defined(copy.photo_frame?.[0]?.custom_frame[0]).frame]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(200);
    }
  });
});
