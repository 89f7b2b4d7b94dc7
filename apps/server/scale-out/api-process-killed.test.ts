/**
 * One of two API processes killed (SIGKILL, as a crash or the OOM killer would) while booths are
 * uploading through the proxy: the booths retry what got no answer with the same client ids, the
 * retries land on the other process, and afterwards every capture, lead and voucher that was
 * acknowledged is stored exactly once, with its photo served.
 */
import { createApiClient } from '@boothdeck/client';
import { publicGalleryCalls } from '@boothdeck/contract/call-addresses';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { jpegBytes } from '../src/test/image-fixtures.ts';
import { HAS_POSTGRES, useCluster } from './harness/cluster-test-setup.ts';
import { retryingBooth } from './harness/retrying-booth.ts';

const BOOTHS = 6;
const GUESTS_PER_BOOTH = 8;
/** Captures acknowledged before the kill: well into the burst, far from its end. */
const KILL_AFTER = 12;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How many rows carry each client id, for the given ids. */
async function copiesOf(
  database: ReturnType<typeof openDatabase>,
  table: 'media_items' | 'leads' | 'vouchers',
  eventId: number,
) {
  const rows = await database.db.selectFrom(table).select('client_id').where('event_id', '=', eventId).execute();
  const counts = new Map<string, number>();
  for (const { client_id } of rows) if (client_id) counts.set(client_id, (counts.get(client_id) ?? 0) + 1);
  return counts;
}

describe.runIf(HAS_POSTGRES)('an API process killed mid-burst of booth uploads', () => {
  const state = useCluster({ booths: BOOTHS });

  it('loses no acknowledged capture, lead or voucher, and stores none twice', async () => {
    const { cluster, event, t } = state;
    const photo = await jpegBytes();
    const booths = event.boothTokens.map((token, index) => retryingBooth(cluster.url, token, `booth${index + 1}`));
    const burst = Promise.all(
      booths.map(async (booth) => {
        for (let guest = 0; guest < GUESTS_PER_BOOTH; guest++) await booth.guest(photo, event.offerId);
      }),
    );
    const acknowledgedMedia = () => booths.reduce((sum, booth) => sum + booth.acknowledged.media.length, 0);
    while (acknowledgedMedia() < KILL_AFTER) await sleep(5);
    await cluster.kill('api-1');
    const atKill = acknowledgedMedia();
    await burst;

    expect(atKill).toBeLessThan(BOOTHS * GUESTS_PER_BOOTH);
    // Some calls were cut by the kill and sent again.
    expect(booths.reduce((sum, booth) => sum + booth.retries(), 0)).toBeGreaterThan(0);
    const afterKill = cluster.proxy.log.slice(cluster.proxy.log.findIndex((entry) => entry.status === 502));
    expect(afterKill.filter((entry) => entry.status === 200).every((entry) => entry.upstream === 'api-2')).toBe(true);

    const database = openDatabase({ dataDir: t.config.dataDir, databaseUrl: t.config.databaseUrl });
    try {
      for (const [table, kind] of [
        ['media_items', 'media'],
        ['leads', 'leads'],
        ['vouchers', 'vouchers'],
      ] as const) {
        const acknowledged = booths.flatMap((booth) => booth.acknowledged[kind]);
        expect(acknowledged).toHaveLength(BOOTHS * GUESTS_PER_BOOTH);
        const copies = await copiesOf(database, table, event.eventId);
        expect(
          acknowledged.filter((clientId) => copies.get(clientId) !== 1),
          `${table} not stored exactly once`,
        ).toEqual([]);
        expect(
          [...copies.values()].every((count) => count === 1),
          `${table} stored twice`,
        ).toBe(true);
      }
    } finally {
      await database.db.destroy();
    }

    // Every acknowledged capture is in the gallery, its thumbnail served by the process left.
    const guest = createApiClient({ origin: cluster.url });
    const page = await guest.call(publicGalleryCalls.items, {
      params: { id: event.galleryId },
      query: { per_page: 100 },
    });
    expect(page.gallery_items.total).toBe(BOOTHS * GUESTS_PER_BOOTH);
    const thumbnails = page.gallery_items.data.map((item) => item.event_photo).filter((url) => url !== null);
    expect(thumbnails).toHaveLength(BOOTHS * GUESTS_PER_BOOTH);
    const statuses = await Promise.all(thumbnails.map(async (url) => (await fetch(new URL(url, cluster.url))).status));
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  });
});
