/**
 * guest-language-page: what a guest's language costs a gallery page. A phone (390×844, Chromium,
 * a fresh browser profile each time, so nothing is cached) opens a 50-photo public gallery of an
 * event offering English (its default) and Spanish: in English, and in Spanish as a guest's
 * message link opens it (`?lang=es`), which loads the Spanish catalogue as a chunk of its own.
 * Each visit is timed in the page, on its own clock, from the gallery's reply arriving to the
 * page's words shown in its language (what the language adds; the reply itself is the same for
 * both), and from navigation to the same moment. The two are taken in turns, 40 each. The page
 * fetches the likely catalogue while it asks for the gallery, and shows nothing in English first. Target: Spanish's p95 within 10 ms of English's.
 */
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser.ts';
import { withBenchDatabase } from './bench-database.ts';
import { seedGalleryPhotos } from './gallery-photo-seed.ts';
import { seedLiveEvent } from './media-seed.ts';
import { startProductionServer } from './production-server.ts';

const PHOTOS = 50;
const VISITS = Number(process.env.BENCH_LANGUAGE_VISITS ?? 40);
const PHONE = { width: 390, height: 844 };
const TARGET_MS = 10;
const LANGUAGES = JSON.stringify({ languages: ['en', 'es'], default_language: 'en', translated_texts: {} });

const percentile = (samples: number[], share: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return Number((sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)] ?? 0).toFixed(1));
};
const p95 = (samples: number[]) => percentile(samples, 0.95);
const median = (samples: number[]) => percentile(samples, 0.5);

type Visit = { afterReplyMs: number; fromNavigationMs: number };

// Run in the page (this package is compiled without the DOM's types): notes, on the page's clock,
// when a link reading the slide show's word in the page's language first appears.
const WATCH_FOR_WORD = (word: string) => `(() => {
  const seen = () => [...document.querySelectorAll('a')].some((link) => link.textContent === ${JSON.stringify(word)});
  new MutationObserver((_, observer) => {
    if (!seen()) return;
    window.__wordShownAt = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true, characterData: true });
})()`;
const READ_TIMES = `(() => {
  const reply = performance.getEntriesByType('resource').find((entry) => entry.name.includes('/social-gallery-item/'));
  return { afterReplyMs: window.__wordShownAt - reply.responseEnd, fromNavigationMs: window.__wordShownAt };
})()`;

/** One visit in a fresh profile, until the grid and the slide show link in the page's language show. */
async function visit(browser: Browser, baseUrl: string, address: string, slideShow: string): Promise<Visit> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: PHONE, isMobile: true, hasTouch: true });
  try {
    await context.addInitScript(WATCH_FOR_WORD(slideShow));
    const page = await context.newPage();
    await page.goto(address);
    await page.getByTestId('public-grid').waitFor();
    await page.getByRole('link', { name: slideShow }).waitFor();
    return await page.evaluate<Visit>(READ_TIMES);
  } finally {
    await context.close();
  }
}

export async function benchGuestLanguagePage() {
  const browser = await launchBrowser();
  try {
    return await withBenchDatabase(
      'sqlite',
      'languages',
      async (db, dataDir) => {
        const seeded = await seedLiveEvent(db);
        await seedGalleryPhotos(db, dataDir, seeded.eventId, PHOTOS);
        await db.updateTable('events').set({ languages: LANGUAGES }).where('id', '=', seeded.eventId).execute();
        return seeded;
      },
      async ({ uuid }, environment) => {
        const server = await startProductionServer(environment);
        try {
          const gallery = `/social/gallery/${Buffer.from(uuid).toString('base64')}`;
          // One visit each first, so the server's own first-request work is in neither.
          await visit(browser, server.baseUrl, gallery, 'Slide show');
          await visit(browser, server.baseUrl, `${gallery}?lang=es`, 'Presentación');
          const english: Visit[] = [];
          const spanish: Visit[] = [];
          for (let round = 0; round < VISITS; round++) {
            english.push(await visit(browser, server.baseUrl, gallery, 'Slide show'));
            spanish.push(await visit(browser, server.baseUrl, `${gallery}?lang=es`, 'Presentación'));
          }
          const after = (visits: Visit[]) => visits.map((one) => one.afterReplyMs);
          const whole = (visits: Visit[]) => visits.map((one) => one.fromNavigationMs);
          const added = Number((p95(after(spanish)) - p95(after(english))).toFixed(1));
          return {
            name: 'guest-language-page',
            description: `A phone (${PHONE.width}×${PHONE.height}, Chromium, fresh profile) opens a ${PHOTOS}-photo public gallery in its default language (English) and in Spanish (?lang=es, the Spanish catalogue loaded as its own chunk), in turns, ${VISITS} each: from the gallery's reply (and from navigation) to the page's words shown in the language, on the page's clock; the target compares the time after the reply`,
            afterReply: {
              englishP95Ms: p95(after(english)),
              spanishP95Ms: p95(after(spanish)),
              englishMedianMs: median(after(english)),
              spanishMedianMs: median(after(spanish)),
            },
            fromNavigation: {
              englishP95Ms: p95(whole(english)),
              spanishP95Ms: p95(whole(spanish)),
              englishMedianMs: median(whole(english)),
              spanishMedianMs: median(whole(spanish)),
            },
            addedP95Ms: added,
            target: `the non-default language adds < ${TARGET_MS} ms p95`,
            meetsTarget: added < TARGET_MS,
          };
        } finally {
          await server.stop();
        }
      },
    );
  } finally {
    await browser.close();
  }
}
