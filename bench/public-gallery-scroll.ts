/**
 * public-gallery-scroll: a guest on a phone (390×844) opens a public gallery of 10,000 photos
 * in Chromium and scrolls to its end, page after page (40 items a page). At the end the page's
 * DOM nodes, the tiles in it and the JS heap (after a garbage collection) are read, and the same
 * is done with a gallery of 50 photos. The grid draws only the rows near the screen, so the
 * 10,000-item page holds about as many nodes as the 50-item one; the heap grows with the items'
 * data only. Target: at most 100 tiles in the page and at most 1.5 times the small gallery's nodes.
 */
import { matchAddress } from '@boothdeck/client';
import type { EndpointReply, publicGalleryEndpoints } from '@boothdeck/contract';
import { publicGalleryCalls } from '@boothdeck/contract/call-addresses';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser.ts';
import { withBenchDatabase } from './bench-database.ts';
import { seedGalleryPhotos } from './gallery-photo-seed.ts';
import { seedLiveEvent } from './media-seed.ts';
import { startProductionServer } from './production-server.ts';

const LARGE = Number(process.env.BENCH_SCROLL_ITEMS ?? 10_000);
const SMALL = 50;
const PHONE = { width: 390, height: 844 };
const MAX_TILES = 100;
const MAX_NODE_RATIO = 1.5;
const SCROLL_DEADLINE_MS = 10 * 60_000;

// Run in the page (this package is compiled without the DOM's types).
const SCROLL_TO_END = 'window.scrollTo(0, document.documentElement.scrollHeight)';
const COUNT_NODES = `({
  domNodes: document.getElementsByTagName('*').length,
  tiles: document.querySelectorAll('[data-testid="public-grid"] a').length,
})`;

type Reading = { items: number; scrollSeconds: number; domNodes: number; tiles: number; jsHeapMB: number };

/** Opens the gallery at phone size, scrolls until every item has loaded, and reads the page. */
async function scrollToEnd(browser: Browser, baseUrl: string, galleryId: string, items: number): Promise<Reading> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: PHONE, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    let loaded = 0;
    page.on('response', (response) => {
      if (!matchAddress(publicGalleryCalls.items, response.request().method(), response.url())) return;
      response
        .json()
        .then((reply: EndpointReply<typeof publicGalleryEndpoints.items>) => {
          loaded += reply.gallery_items.data.length;
        })
        .catch(() => undefined);
    });
    await page.goto(`/social/gallery/${galleryId}`);
    await page.getByTestId('public-grid').waitFor();
    const started = performance.now();
    while (loaded < items) {
      if (performance.now() - started > SCROLL_DEADLINE_MS) throw new Error(`only ${loaded} of ${items} items loaded`);
      await page.evaluate(SCROLL_TO_END);
      await page.waitForTimeout(50);
    }
    const scrollSeconds = Number(((performance.now() - started) / 1000).toFixed(1));
    // The last rows and their thumbnails settle before the page is read.
    await page.evaluate(SCROLL_TO_END);
    await page.waitForLoadState('networkidle');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const heapBytes = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0;
    const { domNodes, tiles } = await page.evaluate<{ domNodes: number; tiles: number }>(COUNT_NODES);
    return { items, scrollSeconds, domNodes, tiles, jsHeapMB: Number((heapBytes / 1024 / 1024).toFixed(1)) };
  } finally {
    await context.close();
  }
}

/** One gallery of `items` photos on its own server, scrolled to its end. */
function measureGallery(browser: Browser, items: number) {
  return withBenchDatabase(
    'sqlite',
    'scroll',
    async (db, dataDir) => {
      const seeded = await seedLiveEvent(db);
      await seedGalleryPhotos(db, dataDir, seeded.eventId, items);
      return seeded;
    },
    async ({ uuid }, environment) => {
      const server = await startProductionServer(environment);
      try {
        return await scrollToEnd(browser, server.baseUrl, Buffer.from(uuid).toString('base64'), items);
      } finally {
        await server.stop();
      }
    },
  );
}

export async function benchPublicGalleryScroll() {
  const browser = await launchBrowser();
  try {
    const small = await measureGallery(browser, SMALL);
    const large = await measureGallery(browser, LARGE);
    const ratio = (key: 'domNodes' | 'jsHeapMB') => Number((large[key] / small[key]).toFixed(2));
    const ratios = { domNodes: ratio('domNodes'), jsHeap: ratio('jsHeapMB') };
    return {
      name: 'public-gallery-scroll',
      description: `A guest's phone (${PHONE.width}×${PHONE.height}, Chromium) opens an unprotected public gallery and scrolls to its end, 40 items a page; DOM nodes, tiles in the grid and the JS heap after a garbage collection, at the end, for ${LARGE} photos against ${SMALL}`,
      small,
      large,
      ratios,
      target: `≤ ${MAX_TILES} tiles in the page and ≤ ${MAX_NODE_RATIO}× the ${SMALL}-item gallery's DOM nodes with ${LARGE} items`,
      meetsTarget: large.tiles <= MAX_TILES && ratios.domNodes <= MAX_NODE_RATIO,
    };
  } finally {
    await browser.close();
  }
}
