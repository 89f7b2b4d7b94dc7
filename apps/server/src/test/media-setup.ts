/** An organiser's event with chosen features, and the media service working on the test app's database. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { eventEndpoints, type FeatureKey, type MediaType } from '@boothdeck/contract';
import { afterAll, beforeAll } from 'vitest';
import { DOWNLOAD_LINK_KEY } from '../app.ts';
import type { DialectName } from '../db/database.ts';
import { eventAccessOf } from '../modules/events/index.ts';
import { galleryFileLinksOf } from '../modules/media/gallery-file-links.ts';
import { createMediaRepository } from '../modules/media/media.repository.ts';
import { type CaptureInput, createMediaService } from '../modules/media/media.service.ts';
import { createMembershipOf } from '../modules/packages/membership-state.ts';
import { createPackagesRepository } from '../modules/packages/packages.repository.ts';
import { shareViewAddressOf } from '../modules/public-gallery/index.ts';
import { signInBooth } from './booth-client.ts';
import { eventsClient, OPTION_BODY } from './events-client.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export const ALL_MEDIA_FEATURES: FeatureKey[] = ['still_photo', 'three_in_one', 'video', 'boomerang'];

export function mediaSetup(t: TestApp) {
  const client = eventsClient(t.app, t.config.dataDir, t.config.appUrl);
  const { db } = t.app.platform.database;
  const media = createMediaService({
    repository: createMediaRepository(db),
    events: eventAccessOf({ db, dialect: t.app.platform.database.dialect }),
    storage: t.app.platform.storage,
    membershipOf: createMembershipOf(createPackagesRepository(db)),
    fileLinks: galleryFileLinksOf(t.app.platform.secrets.serverSecrets, DOWNLOAD_LINK_KEY),
    shareViewAddress: (uuid, mediaId) => shareViewAddressOf(t.config.appUrl, uuid, mediaId),
    // Captures stored behind the app's back tell no webhook; the booth's upload call does.
    emitWebhook: async () => {},
  });
  let captures = 0;

  return {
    client,
    media,

    /** An organiser on Monthly Pro and a draft event using exactly these features. */
    async eventWith(features: FeatureKey[] = ALL_MEDIA_FEATURES) {
      const member = await client.organiser('Monthly Pro');
      const eventId = await client.createDraft(member);
      const flags = Object.fromEntries(features.map((feature) => [feature, 1]));
      const reply = await client.call(member, eventEndpoints.saveFeature, { body: { eventId, ...flags } });
      if (reply.statusCode !== 200) throw new Error(`event-feature failed: ${reply.body}`);
      return { member, eventId };
    },

    /** A final event using these features, with a booth signed in to it. */
    async boothWith(features: FeatureKey[] = ALL_MEDIA_FEATURES) {
      const { member, eventId } = await this.eventWith(features);
      const options = await client.call(member, eventEndpoints.saveOptions, { body: { eventId, ...OPTION_BODY } });
      if (options.statusCode !== 200) throw new Error(`event-option failed: ${options.body}`);
      await client.submit(member, eventId);
      const token = await signInBooth(t.app, (await client.show(member, eventId)).uuid);
      return { member, eventId, token };
    },

    /** A fresh client id, as a booth makes one per capture. */
    nextClientId: () => `capture-${++captures}-${Date.now().toString(36)}`,

    /** Every file under the media folder, as storage keys. */
    async storedKeys(): Promise<string[]> {
      const root = path.join(t.config.dataDir, 'media');
      const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
    },
  };
}

export type MediaSetup = ReturnType<typeof mediaSetup>;

/**
 * For one test file: a test app, set up before its tests and closed after them, with one event
 * using every media feature, and captures for that event under fresh client ids.
 */
export function useMediaEvent(dialect: DialectName) {
  const state = {} as { t: TestApp; setup: MediaSetup; eventId: number };
  beforeAll(async () => {
    state.t = await createTestApp(dialect);
    state.setup = mediaSetup(state.t);
    state.eventId = (await state.setup.eventWith()).eventId;
  });
  afterAll(() => state.t.close());
  return Object.assign(state, {
    capture: (mediaType: MediaType, file: Buffer, extra: Partial<CaptureInput> = {}): CaptureInput => ({
      eventId: state.eventId,
      mediaType,
      file,
      clientId: state.setup.nextClientId(),
      capturedAt: '2026-11-24T20:15:00+01:00',
      ...extra,
    }),
  });
}
