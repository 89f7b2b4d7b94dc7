/**
 * Loads the demo organiser into a migrated database: the account on a paid Monthly Pro plan, its
 * saved templates, and its events, replaced with fresh ones around `now`. Each event gets an
 * image (stored as an uploaded one is), the settings of every option it uses, and, once it has
 * started, its media (real captures, stored through the booth upload's pipeline), shares and leads. Events and files go through the server's own services
 * and repositories, so a second load removes the first one's files along with its events.
 */
import { randomUUID } from 'node:crypto';
import type { EventState } from '@boothdeck/contract';
import { DOWNLOAD_LINK_KEY } from '../../src/app.ts';
import type { S3Settings } from '../../src/config.ts';
import type { DatabaseHandle } from '../../src/db/database.ts';
import { createEventAccess } from '../../src/modules/events/event-access.ts';
import { createEventImages } from '../../src/modules/events/event-images.ts';
import { createEventOwnership } from '../../src/modules/events/event-ownership.ts';
import { eventStateAt } from '../../src/modules/events/event-state.ts';
import { createEventsRepository } from '../../src/modules/events/events.repository.ts';
import { createEventsService, type EventsService } from '../../src/modules/events/events.service.ts';
import { createLibrariesRepository } from '../../src/modules/libraries/libraries.repository.ts';
import { seedLibraries } from '../../src/modules/libraries/library-seed.ts';
import {
  type CaptureModeration,
  createCaptureModerationRepository,
} from '../../src/modules/media/capture-moderation.repository.ts';
import { galleryFileLinksOf } from '../../src/modules/media/gallery-file-links.ts';
import { createMediaRepository } from '../../src/modules/media/media.repository.ts';
import { createMediaService, type MediaService } from '../../src/modules/media/media.service.ts';
import { createOptionSettingsCopier } from '../../src/modules/options/copy-option-settings.ts';
import { createOptionSettingsSource } from '../../src/modules/options/event-option-settings.ts';
import { createOptionsContext } from '../../src/modules/options/option-context.ts';
import { seedCatalogue } from '../../src/modules/packages/catalogue-seed.ts';
import { createMembershipOf } from '../../src/modules/packages/membership-state.ts';
import { createPackagesRepository } from '../../src/modules/packages/packages.repository.ts';
import { createPlanGate } from '../../src/modules/packages/plan-gate.ts';
import { shareViewAddressOf } from '../../src/modules/public-gallery/index.ts';
import { createPasswords } from '../../src/platform/auth/passwords.ts';
import { openServerSecrets } from '../../src/platform/sealed-secrets/open-server-secrets.ts';
import { createMediaStorage } from '../../src/platform/storage/media-storage.ts';
import { DAY_MS } from '../../src/shared/clock.ts';
import { type Random, seededRandom } from '../seeded-random.ts';
import { ensureDemoAccount, ensureDemoMembership } from './demo-account.ts';
import { addDemoActivity, type StoreDemoCapture } from './demo-activity.ts';
import { type DemoCapture, makeDemoCaptures } from './demo-captures.ts';
import { boothOptions, DEMO_EVENTS, DEMO_TIME_ZONE, demoEventRow } from './demo-events.ts';
import { rememberDemoIdentities } from './demo-identities.ts';
import { brandMarkDataUrl, createEventImageMaker } from './demo-images.ts';
import { ensureSavedTemplates, framesOf, readDemoLibrary } from './demo-library.ts';
import { createDemoOptionWriter } from './demo-options.ts';

export type DemoTotals = { events: Record<EventState, number>; media: number; shares: number; leads: number };

/** Where the server keeps its files (its bucket, when S3 is set), and its public address (as in AppConfig). */
export type DemoSettings = { dataDir: string; appUrl: string; secretsKey?: Buffer; s3?: S3Settings | undefined };

export type DemoLoadOptions = {
  /** The instant the demo's events are placed around. */
  now?: Date;
  /**
   * The share of each event's captures to store, 1 for the whole demo. Every event that has
   * captures keeps at least one, and the pool of drawn pictures shrinks alike (keeping one of
   * each kind); events, options, shares and leads per capture are the same at any scale.
   */
  scale?: number;
  /** Told what is being loaded as the load goes, one line at a time (npm run demo prints them). */
  onProgress?: (line: string) => void;
};

/** The demo's pool of drawn pictures at scale 1. */
const POOL = { photos: 12, animations: 3 };
const scaled = (count: number, scale: number) => (count === 0 ? 0 : Math.max(1, Math.round(count * scale)));

const LIST_PAGE_SIZE = 50;

/** The same pictures on every load: a process that loads the demo again (its tests) draws them once. */
const eventImageDataUrl = createEventImageMaker();

type PoolSize = { photos: number; animations: number };
const pools = new Map<string, Promise<{ captures: DemoCapture[]; draws: number }>>();

/**
 * The pool of drawn captures, drawn once per process for each size: a later load takes the same
 * pictures and moves `random` on past the numbers the drawing took, so what follows comes out
 * as it would have.
 */
async function capturePool(random: Random, size: PoolSize): Promise<DemoCapture[]> {
  const key = `${size.photos}/${size.animations}`;
  const drawn = pools.get(key);
  if (drawn) {
    const { captures, draws } = await drawn;
    for (let draw = 0; draw < draws; draw++) random();
    return captures;
  }
  let draws = 0;
  const counted = () => {
    draws += 1;
    return random();
  };
  const drawing = makeDemoCaptures(counted, size).then((captures) => ({ captures, draws }));
  pools.set(key, drawing);
  return (await drawing).captures;
}

/**
 * The organiser has reviewed a live event's captures but the newest few (at most three, a third
 * of them at most), which wait in the moderation queue; a past event's are all reviewed. So
 * every gallery shows what its guests see, and the queue has something in it.
 */
async function reviewCaptures(moderation: CaptureModeration, eventId: number, isLive: boolean): Promise<void> {
  const pending = await moderation.pagePending(eventId, Number.MAX_SAFE_INTEGER, 0);
  const leftPending = isLive ? Math.min(3, Math.floor(pending.length / 3)) : 0;
  const reviewed = pending.slice(0, pending.length - leftPending).map((item) => item.id);
  if (reviewed.length > 0) await moderation.decide(eventId, reviewed, 'approved');
}

/**
 * Stores a capture through the booth upload's own pipeline, then dates it to when the demo
 * says it was taken (the counts' triggers follow the change).
 */
function captureStore(db: DatabaseHandle['db'], media: MediaService): StoreDemoCapture {
  return async (eventId, capture, takenAt) => {
    const { item } = await media.storeCapture({
      eventId,
      mediaType: capture.mediaType,
      file: capture.file,
      poster: capture.poster,
      clientId: `demo-${randomUUID()}`,
      capturedAt: takenAt,
    });
    await db.updateTable('media_items').set({ created_at: takenAt }).where('id', '=', item.id).execute();
    return { id: item.id, created_at: takenAt };
  };
}

/** The ids of all the organiser's events, drafts and every tab. */
async function allEventIds(events: EventsService, userId: number): Promise<number[]> {
  const ids = (await events.drafts(userId)).map((event) => event.id);
  for (const state of ['live', 'upcoming', 'past'] as const) {
    for (let page = 1; ; page++) {
      const { event } = await events.list(userId, state, { page, per_page: LIST_PAGE_SIZE, search: '' });
      ids.push(...event.data.map((summary) => summary.id));
      if (page >= event.last_page) break;
    }
  }
  return ids;
}

export async function loadDemo(
  database: DatabaseHandle,
  settings: DemoSettings,
  { now = new Date(), scale = 1, onProgress = () => {} }: DemoLoadOptions = {},
): Promise<DemoTotals> {
  const { db, dialect } = database;
  await seedCatalogue(db);
  await seedLibraries(db);
  const passwords = createPasswords();
  const userId = await ensureDemoAccount(db, passwords);
  await ensureDemoMembership(db, userId);

  const { serverSecrets } = await openServerSecrets({
    db,
    configuredKey: settings.secretsKey,
    dataDir: settings.dataDir,
  });
  const storage = createMediaStorage(settings);
  const repository = createEventsRepository(db, dialect);
  const options = createOptionsContext({ db, storage, ownership: createEventOwnership(repository), passwords });
  const membershipOf = createMembershipOf(createPackagesRepository(db));
  const media = createMediaService({
    repository: createMediaRepository(db),
    events: createEventAccess(repository),
    storage,
    membershipOf,
    fileLinks: galleryFileLinksOf(serverSecrets, DOWNLOAD_LINK_KEY),
    shareViewAddress: (uuid, mediaId) => shareViewAddressOf(settings.appUrl, uuid, mediaId),
    // The demo's made-up captures are not news to anyone's endpoints.
    emitWebhook: async () => {},
  });
  const events = createEventsService({
    repository,
    planGate: createPlanGate(membershipOf),
    storage,
    appUrl: settings.appUrl,
    optionSettings: createOptionSettingsSource(options),
    copyOptionSettings: createOptionSettingsCopier(options.images),
    mediaFilesOf: media.filesOf,
  });
  // Removed as the organiser would remove them: their media, shares, leads and files go with them.
  // The demo events come back with the same ids, uuids and signed-in booths.
  const identities = await rememberDemoIdentities(
    db,
    userId,
    DEMO_EVENTS.map((event) => event.name),
  );
  onProgress('Removing the previous demo events…');
  for (const id of await allEventIds(events, userId)) await events.remove(userId, id, { draftOnly: false });

  const library = await readDemoLibrary(createLibrariesRepository(db));
  const brandMark = await brandMarkDataUrl();
  const saved = await ensureSavedTemplates(options, userId, { library, brandMark });
  const writeOptions = createDemoOptionWriter(options, userId, { library, saved, brandMark });
  const images = createEventImages(storage);
  onProgress('Drawing the demo captures…');
  const random = seededRandom(20_240_601);
  const pool = await capturePool(random, {
    photos: scaled(POOL.photos, scale),
    animations: scaled(POOL.animations, scale),
  });
  const store = captureStore(db, media);
  const moderation = createCaptureModerationRepository(db);
  const totals: DemoTotals = { events: { live: 0, upcoming: 0, past: 0, draft: 0 }, media: 0, shares: 0, leads: 0 };

  for (const [index, demoEvent] of DEMO_EVENTS.entries()) {
    onProgress(`Event ${index + 1} of ${DEMO_EVENTS.length}: ${demoEvent.name}…`);
    const image = await images.changeFrom(
      await eventImageDataUrl(
        framesOf(library, index).map((frame) => frame.preview),
        index,
      ),
      null,
    );
    if (image.kind !== 'replace') throw new Error('The event image was not read as a new image');
    const imagePath = await images.store(image);
    const row = await repository
      .insert({ ...demoEventRow(userId, demoEvent, { now, imagePath }), ...identities.of(demoEvent.name) })
      .catch(async (error) => {
        await images.discard(imagePath);
        throw error;
      });
    await identities.restoreBooths(row.id);
    const start = Date.parse(row.start_at);
    const offersEnd = Math.max(Math.min(Date.parse(row.end_at), start + 2 * DAY_MS), now.getTime()) + 30 * DAY_MS;
    await writeOptions(
      {
        id: row.id,
        name: row.event_name,
        index,
        booth: demoEvent.booth,
        timeZone: DEMO_TIME_ZONE,
        offersExpireAt: new Date(offersEnd),
      },
      boothOptions(demoEvent),
    );

    const state = eventStateAt(row, now.toISOString());
    totals.events[state] += 1;
    if (state !== 'live' && state !== 'past') continue;
    const activity = await addDemoActivity(db, random, row, {
      mediaCount: scaled(demoEvent.media, scale),
      nowMs: now.getTime(),
      pool,
      store,
    });
    await reviewCaptures(moderation, row.id, state === 'live');
    totals.media += activity.media;
    totals.shares += activity.shares;
    totals.leads += activity.leads;
  }
  return totals;
}
