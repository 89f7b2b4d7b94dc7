import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Endpoint } from '@boothdeck/client';
import * as contract from '@boothdeck/contract';
import {
  customFrameEndpoints,
  type EndpointDefinition,
  eventEndpoints,
  incentiveOfferEndpoints,
  NO_OPTION_SETTINGS,
} from '@boothdeck/contract';
import { describe, expect, it } from 'vitest';
import { activityFixtures } from '../../test/activity-fixtures.ts';
import { replyOf } from '../../test/call-app.ts';
import { defined } from '../../test/defined.ts';
import { DAY_MS, duplicateEventBody, utcWallTime } from '../../test/events-client.ts';
import { uploadsOfSamples } from '../../test/option-step-samples.ts';
import { useOptionTestApp } from '../../test/option-step-setup.ts';
import type { SignedIn } from '../../test/packages-client.ts';
import { TEST_DIALECTS } from '../../test/test-app.ts';
import { COPIED_TABLES, NOT_COPIED_TABLES } from './copy-option-settings.ts';

/** The option reads of the edit screens: each step's read call (`get`), where it has one, named by its path. */
const OPTION_READS = Object.values(contract).flatMap((value): [string, Endpoint<EndpointDefinition>][] => {
  const read = typeof value === 'object' && value !== null && 'get' in value ? value.get : undefined;
  const isOptionRead = typeof read === 'object' && read !== null && 'tag' in read && read.tag === 'options';
  return isOptionRead && 'path' in read && typeof read.path === 'string'
    ? [[read.path.slice(1).replace('/:id', ''), read as Endpoint<EndpointDefinition>]]
    : [];
});

/** Rows that keep their own ids: a copy's are new. */
const OWN_ROW_LISTS = new Set(['custom_frame', 'incentive_offer']);

describe.each(TEST_DIALECTS)('duplicating an event with its option settings on %s', (dialect) => {
  const setup = useOptionTestApp(dialect, 'Monthly Pro');

  const mediaFile = (url: string) => path.join(setup.t.config.dataDir, url);
  const mediaFileCount = () =>
    fs
      .readdirSync(path.join(setup.t.config.dataDir, 'media'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile()).length;

  const duplicate = (member: SignedIn, eventId: number) =>
    setup.client.call(member, eventEndpoints.duplicate, { body: duplicateEventBody(eventId) });

  const duplicated = async (eventId: number) => replyOf(await duplicate(setup.alice, eventId)).event.id;
  const remove = (eventId: number) =>
    setup.client.call(setup.alice, eventEndpoints.remove, { body: { event_id: eventId } });
  const drafts = async (member: SignedIn) =>
    replyOf(await setup.client.call(member, eventEndpoints.drafts)).draft_product;

  /**
   * What the organiser sees of an event's options, comparable between two events: files by their
   * bytes, the event's own id and its rows' own ids named rather than numbered.
   */
  function comparable(value: unknown, eventId: number, key = '', parent = ''): unknown {
    if (Array.isArray(value)) return value.map((item) => comparable(item, eventId, key, key));
    if (typeof value === 'string' && value.startsWith('/media/')) {
      return `file ${createHash('sha256')
        .update(fs.readFileSync(mediaFile(value)))
        .digest('hex')}`;
    }
    if (key === 'id' && OWN_ROW_LISTS.has(parent)) return 'own row';
    if ((key === 'event_id' || (key === 'id' && parent === 'watermark')) && value === eventId) return 'this event';
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, comparable(item, eventId, name, key)]),
    );
  }

  async function optionsSeenIn(eventId: number) {
    const shown: Record<string, unknown> = await setup.client.show(setup.alice, eventId);
    const settings: Record<string, unknown> = {
      feature: shown.feature,
      event_option: shown.event_option,
      ...Object.fromEntries(Object.keys(NO_OPTION_SETTINGS).map((name) => [name, shown[name]])),
    };
    for (const [name, read] of OPTION_READS) {
      settings[name] = replyOf(await setup.client.callUnchecked(setup.alice, read, { params: { id: eventId } }));
    }
    return settings;
  }

  /** The files the event's option steps were saved with, one a data URL in the steps' samples. */
  const uploadsOf = (eventId: number) =>
    uploadsOfSamples({ eventId, library: setup.library, customFrame: 'data:image/png;base64,' });

  const mediaUrlsIn = (value: unknown) => new Set(JSON.stringify(value).match(/\/media\/[a-z_]+\/[0-9a-f]+\.\w+/g));

  it("answers every option step's settings of the original, with its own copies of the files", async () => {
    const { client, alice, library } = setup;
    const sourceId = await client.configuredEvent(alice, library);
    await client.submit(alice, sourceId);

    const { event: copied } = replyOf(await duplicate(alice, sourceId));
    const copyId = copied.id;
    expect(copied).toEqual(await client.show(alice, copyId));
    expect(copied.state).toBe('upcoming');

    const source = await optionsSeenIn(sourceId);
    const copy = await optionsSeenIn(copyId);
    expect(comparable(copy, copyId)).toEqual(comparable(source, sourceId));

    const sourceFiles = mediaUrlsIn(source);
    const copyFiles = mediaUrlsIn(copy);
    const uploads = await uploadsOf(sourceId);
    expect(sourceFiles.size).toBe(uploads);
    expect(copyFiles.size).toBe(uploads);
    expect([...copyFiles].filter((url) => sourceFiles.has(url))).toEqual([]);

    const offerIds = (settings: Record<string, unknown>) =>
      (settings['incentive-offer'] as { incentive_offer: { id: number }[] }).incentive_offer.map((offer) => offer.id);
    expect(offerIds(copy)).toHaveLength(2);
    expect(offerIds(copy).filter((id) => offerIds(source).includes(id))).toEqual([]);
  });

  it("gives the copy settings of its own: editing the copy's offers and frames leaves the original's", async () => {
    const { client, alice, library } = setup;
    const sourceId = await client.configuredEvent(alice, library);
    const copyId = await duplicated(sourceId);
    const before = await optionsSeenIn(sourceId);

    const copied = await client.show(alice, copyId);
    const [kept] = copied.incentive_offer as { id: number; offer_name: string; uses_limit: number }[];
    const edited = await client.call(alice, incentiveOfferEndpoints.update, {
      params: { id: copyId },
      body: {
        description: 'Copy offers',
        incentive_offer: [{ id: kept?.id, offer_name: 'Coffee', uses_limit: 9, expire_in: utcWallTime(3 * DAY_MS) }],
      },
    });
    expect(edited.statusCode).toBe(200);
    const customFrame = defined(copied.photo_frame?.[0]?.custom_frame[0]);
    const removed = await client.call(alice, customFrameEndpoints.removeForFrame, { body: { id: customFrame.id } });
    expect(removed.statusCode).toBe(200);
    expect(fs.existsSync(mediaFile(customFrame.frame))).toBe(false);

    expect(comparable(await optionsSeenIn(sourceId), sourceId)).toEqual(comparable(before, sourceId));
    const offers = replyOf(await client.call(alice, incentiveOfferEndpoints.get, { params: { id: copyId } }));
    expect(offers.incentive_offer).toEqual([
      expect.objectContaining({ id: kept?.id, offer_name: 'Coffee', uses_limit: 9 }),
    ]);
  });

  it("keeps the copy whole, files and all, when the original is removed (and the original's when the copy is)", async () => {
    const { t, client, alice, library } = setup;
    const sourceId = await client.configuredEvent(alice, library);
    const firstCopyId = await duplicated(sourceId);
    const secondCopyId = await duplicated(sourceId);
    const firstCopy = await optionsSeenIn(firstCopyId);
    const secondCopy = await optionsSeenIn(secondCopyId);
    expect(mediaUrlsIn(secondCopy).size).toBe(await uploadsOf(sourceId));

    expect((await remove(firstCopyId)).statusCode).toBe(200);
    for (const url of mediaUrlsIn(firstCopy)) expect(fs.existsSync(mediaFile(url)), url).toBe(false);
    expect((await remove(sourceId)).statusCode).toBe(200);

    expect(comparable(await optionsSeenIn(secondCopyId), secondCopyId)).toEqual(comparable(secondCopy, secondCopyId));
    for (const url of mediaUrlsIn(secondCopy)) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(200);
    }
  });

  it("refuses another organiser's event with a 404 and makes nothing", async () => {
    const { client, alice, bob, library } = setup;
    const sourceId = await client.configuredEvent(alice, library);
    const files = mediaFileCount();
    const reply = await duplicate(bob, sourceId);
    expect(reply.statusCode).toBe(404);
    expect(await drafts(bob)).toEqual([]);
    expect(mediaFileCount()).toBe(files);
  });

  it("leaves the guests' captures, shares and leads with the original", async () => {
    const { t, client, alice, library } = setup;
    const sourceId = await client.configuredEvent(alice, library);
    const activity = activityFixtures(t.app);
    const at = new Date().toISOString();
    await activity.addMedia(sourceId, at, 2);
    await activity.addShares(sourceId, 'email', at);
    await activity.addLeads(sourceId, at);
    const copyId = await duplicated(sourceId);

    const { db } = t.app.platform.database;
    for (const table of ['media_items', 'shares', 'leads'] as const) {
      const count = async (eventId: number) =>
        (await db.selectFrom(table).select('event_id').where('event_id', '=', eventId).execute()).length;
      expect(await count(copyId), table).toBe(0);
      expect(await count(sourceId), table).toBeGreaterThan(0);
    }
  });

  it('makes no event and leaves no file behind when a file cannot be copied', async () => {
    const { client, alice, library } = setup;
    const sourceId = await client.configuredEvent(alice, library);
    const shown = await client.show(alice, sourceId);
    fs.rmSync(mediaFile(defined(shown.photo_frame?.[0]?.custom_frame[0]).frame));
    const draftsBefore = await drafts(alice);
    const files = mediaFileCount();

    expect((await duplicate(alice, sourceId)).statusCode).toBe(500);
    expect(await drafts(alice)).toEqual(draftsBefore);
    expect(mediaFileCount()).toBe(files);
  });

  it('decides for every table keyed by event whether a duplicate copies it', async () => {
    const { t } = setup;
    const tables = await t.app.platform.database.db.introspection.getTables();
    // Each test app has a database of its own, so every table listed is the app's.
    const eventTables = tables
      .filter((table) => table.columns.some((column) => column.name === 'event_id'))
      .map((table) => table.name);
    expect(eventTables.sort()).toEqual([...COPIED_TABLES, ...NOT_COPIED_TABLES].sort());
  });
});
