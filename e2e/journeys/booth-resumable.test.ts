/**
 * A large clip from the booth's outbox over a connection that keeps dropping, in Chromium against
 * the real server: the clip goes by a resumable upload, each drop is followed by a resume from
 * what the server already has (never from the start), and the clip reaches the gallery once.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { API_PREFIX, galleryEndpoints, RESUMABLE_UPLOADS } from '@boothdeck/contract';
import { describe, expect, it } from 'vitest';
import { organiserApi } from '../support/api.ts';
import { boothLabAddress, labSnapshot, queueLabClip, serveBoothLab, waitForLab } from '../support/booth-lab.ts';
import { createEventViaApi, eventUuidOf } from '../support/events.ts';
import { useJourney } from '../support/journey.ts';
import { becomeMonthlyProMember } from '../support/organisers.ts';
import { ROOT } from '../support/server-process.ts';

const CLIP = path.join(ROOT, 'apps/server/src/test/fixtures/clip.mp4');
/** One full request of bytes, then a part of another: the drops come at the second. */
const CLIP_BYTES = RESUMABLE_UPLOADS.chunkBytes + 2 * 1024 * 1024;
/** More drops in a row than the upload retries by itself, so the outbox's own retry resumes too. */
const DROPS = 6;

describe('a large clip from the booth', () => {
  const journey = useJourney({ viewport: { width: 1024, height: 768 } });

  it('resumes after each dropped connection and reaches the gallery once', async () => {
    const { page, baseUrl } = journey;
    await becomeMonthlyProMember(journey, 'resumable');
    const eventId = await createEventViaApi(page, {
      name: 'Harbour Launch Party',
      timeZone: 'UTC',
      features: { gallery: 1, sharing: 1, video: 1 },
      options: { frame: 1 },
    });
    const uuid = await eventUuidOf(page, eventId);
    const context = page.context();
    await serveBoothLab(context, baseUrl);

    // The venue's network: every request of bytes past the first one is cut, DROPS times.
    const offsets: number[] = [];
    let creations = 0;
    let drops = 0;
    await context.route(`${baseUrl}${API_PREFIX}${RESUMABLE_UPLOADS.path}**`, async (route) => {
      const request = route.request();
      if (request.method() === 'POST') creations += 1;
      if (request.method() === 'PATCH') {
        const offset = Number(request.headers()['upload-offset']);
        offsets.push(offset);
        if (offset > 0 && drops < DROPS) {
          drops += 1;
          await route.abort('connectionreset');
          return;
        }
      }
      await route.continue();
    });

    await page.goto(boothLabAddress(baseUrl, { uuid, password: '1234' }));
    await waitForLab(page);
    await queueLabClip(page, await fs.readFile(CLIP), CLIP_BYTES);
    // The outbox waits a random part of a doubling backoff between its own tries: on a busy
    // machine the drops can take most of a minute.
    await expect
      .poll(async () => (await labSnapshot(page)).counts, { timeout: 90_000 })
      .toMatchObject({ sent: 1, failed: 0 });

    expect(creations).toBe(1);
    expect(drops).toBe(DROPS);
    // Only the first request started from 0; every one after a drop from what had arrived.
    expect(offsets.filter((offset) => offset === 0)).toHaveLength(1);
    expect(offsets.slice(1).every((offset) => offset === RESUMABLE_UPLOADS.chunkBytes)).toBe(true);

    const videos = await (await organiserApi(page)).call(galleryEndpoints.items, {
      query: { event_id: eventId, gallery_item: 'video', per_page: 100 },
    });
    expect(videos.gallery_photo.total).toBe(1);
  }, 150_000);
});
