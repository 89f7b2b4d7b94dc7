/**
 * Two API processes on one PostgreSQL database behind a round-robin proxy: the work spreads over
 * both, and what one process decides (a rate limit's count in the database, a gallery grant)
 * holds on the other.
 */
import { createApiClient } from '@boothdeck/client';
import { publicGalleryCalls } from '@boothdeck/contract/call-addresses';
import { API_PREFIX } from '@boothdeck/contract/endpoint-address';
import { describe, expect, it } from 'vitest';
import { jpegBytes } from '../src/test/image-fixtures.ts';
import { HAS_POSTGRES, useCluster } from './harness/cluster-test-setup.ts';
import { retryingBooth } from './harness/retrying-booth.ts';
import { answeredBy } from './harness/round-robin-proxy.ts';
import { GALLERY_PASSWORD } from './harness/scale-out-event.ts';
import { expectSignInLimitHeldAcrossProcesses } from './harness/sign-in-limit.ts';

if (!HAS_POSTGRES) console.warn('Scale-out suite skipped: set TEST_DATABASE_URL=postgres://… to run it.');

const BOOTHS = 4;
const GUESTS_PER_BOOTH = 3;
const GALLERY_GUESTS = 40;

describe.runIf(HAS_POSTGRES)('two API processes behind one address', () => {
  const state = useCluster({ booths: BOOTHS });

  it('spreads booth uploads and a guest burst over both processes, every call answered', async () => {
    const { cluster, event } = state;
    const photo = await jpegBytes();
    const booths = event.boothTokens.map((token, index) => retryingBooth(cluster.url, token, `booth${index + 1}`));
    await Promise.all(
      booths.map(async (booth) => {
        for (let guest = 0; guest < GUESTS_PER_BOOTH; guest++) await booth.guest(photo, event.offerId);
      }),
    );
    expect(booths.map((booth) => booth.retries())).toEqual(booths.map(() => 0));
    const boothCalls = answeredBy(cluster.proxy.log, (entry) => entry.path.startsWith(`${API_PREFIX}/booth/`));
    expect(Object.keys(boothCalls).sort()).toEqual(['api-1', 'api-2']);

    // Guests open the gallery at once: its first page, then every thumbnail on it.
    const guest = createApiClient({ origin: cluster.url });
    const before = cluster.proxy.log.length;
    const seen = await Promise.all(
      Array.from({ length: GALLERY_GUESTS }, async () => {
        const page = await guest.call(publicGalleryCalls.items, { params: { id: event.galleryId } });
        const thumbnails = page.gallery_items.data.map((item) => item.event_photo).filter((url) => url !== null);
        const answers = await Promise.all(thumbnails.map((url) => fetch(new URL(url, cluster.url))));
        return { items: page.gallery_items.total, thumbnails: answers.map((answer) => answer.status) };
      }),
    );
    for (const { items, thumbnails } of seen) {
      expect(items).toBe(BOOTHS * GUESTS_PER_BOOTH);
      expect(thumbnails.length).toBeGreaterThan(0);
      expect(thumbnails.every((status) => status === 200)).toBe(true);
    }
    const burst = cluster.proxy.log.slice(before);
    expect(burst.filter((entry) => entry.status !== 200)).toEqual([]);
    const perProcess = answeredBy(burst, () => true);
    expect(Object.keys(perProcess).sort()).toEqual(['api-1', 'api-2']);
    // Round robin per request: neither process takes much more than its half.
    expect(Math.abs((perProcess['api-1'] ?? 0) - (perProcess['api-2'] ?? 0))).toBeLessThanOrEqual(burst.length / 4);
  });

  it('accepts on one process the gallery grant cookie the other process made', async () => {
    const { cluster, event } = state;
    const [first, second] = [cluster.process('api-1'), cluster.process('api-2')];
    const onFirst = createApiClient({ origin: first.baseUrl });
    const granted = await fetch(onFirst.address(publicGalleryCalls.checkPassword), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ eventId: event.lockedGalleryId, password: GALLERY_PASSWORD }),
    });
    expect(granted.status).toBe(200);
    const grant = granted.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('gallery_access_'))
      ?.split(';')[0];
    expect(grant).toBeDefined();

    const itemsOnSecond = createApiClient({ origin: second.baseUrl }).address(publicGalleryCalls.items, {
      params: { id: event.lockedGalleryId },
    });
    expect((await fetch(itemsOnSecond)).status).not.toBe(200);
    expect((await fetch(itemsOnSecond, { headers: { cookie: grant ?? '' } })).status).toBe(200);
  });

  it('holds a sign-in rate limit across processes, whatever address the client claims', () =>
    expectSignInLimitHeldAcrossProcesses(state.cluster, state.event.organiser.user.email));
});
