/**
 * The booth's outbox lab page (apps/booth/src/outbox/lab), built for journeys and benchmarks and
 * served on the server's own origin under /booth-lab/ by the browser context itself, so the page
 * shares the kiosk's origin (its IndexedDB, its relative API calls) and still opens while the
 * context is offline, as the kiosk does from its service worker.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { ROOT } from './server-process.ts';

const BOOTH = path.join(ROOT, 'apps/booth');
const LAB_PAGE = 'src/outbox/lab/index.html';
export const LAB_BASE = '/booth-lab/';

let built: Promise<string> | undefined;

/** Builds the lab once per process into a temporary folder and gives that folder. */
export function buildBoothLab(): Promise<string> {
  built ??= (async () => {
    const outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'boothdeck-booth-lab-'));
    const { build } = await import('vite');
    const { default: react } = await import('@vitejs/plugin-react');
    await build({
      root: BOOTH,
      configFile: false,
      base: LAB_BASE,
      logLevel: 'warn',
      plugins: [react()],
      build: { outDir, emptyOutDir: true, target: 'es2023', rolldownOptions: { input: path.join(BOOTH, LAB_PAGE) } },
    });
    return outDir;
  })();
  return built;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
};

/** Serves the built lab to every page of the context at `${baseUrl}/booth-lab/…`. */
export async function serveBoothLab(context: BrowserContext, baseUrl: string): Promise<void> {
  const dir = await buildBoothLab();
  await context.route(`${baseUrl}${LAB_BASE}**`, async (route) => {
    const file = new URL(route.request().url()).pathname.slice(LAB_BASE.length);
    try {
      const body = await fs.readFile(path.join(dir, file));
      await route.fulfill({ status: 200, body, contentType: TYPES[path.extname(file)] ?? 'application/octet-stream' });
    } catch {
      await route.fulfill({ status: 404, body: 'not found' });
    }
  });
}

/** The lab's address: signs in to the event on first open; `screen` picks what it shows. */
export const boothLabAddress = (baseUrl: string, query: Record<string, string> = {}) =>
  `${baseUrl}${LAB_BASE}${LAB_PAGE}?${new URLSearchParams(query)}`;

type PhotoSize = { width: number; height: number };
type LabSnapshot = {
  counts: Record<'queued' | 'sending' | 'retry-wait' | 'sent' | 'failed', number>;
  pending: number;
  online: boolean;
};
/** What the lab page puts on its window (typed here without the DOM library, for the benchmarks). */
type LabGlobal = {
  boothLab?: {
    outbox: { getSnapshot(): LabSnapshot };
    eventUuid: string;
    queuePhoto: (label: string, size?: PhotoSize) => Promise<string>;
    queueBroken: () => Promise<string>;
    queueClip: (base64: string, bytes: number) => Promise<string>;
  };
};

/** Waits until the lab has signed in and started its outbox. */
export async function waitForLab(page: Page): Promise<void> {
  await page.waitForFunction(() => (globalThis as LabGlobal).boothLab !== undefined);
}

/** Keeps a test photo (640 × 480 unless `size` says) in the lab's outbox; its client_id. */
export async function queueLabPhoto(page: Page, label: string, size?: PhotoSize): Promise<string> {
  const id = await page.evaluate(({ label, size }) => (globalThis as LabGlobal).boothLab?.queuePhoto(label, size), {
    label,
    size,
  });
  if (!id) throw new Error('the lab is not running');
  return id;
}

/** Keeps a "photo" whose bytes are not an image (the server refuses it); its client_id. */
export async function queueLabBrokenPhoto(page: Page): Promise<string> {
  const id = await page.evaluate(() => (globalThis as LabGlobal).boothLab?.queueBroken());
  if (!id) throw new Error('the lab is not running');
  return id;
}

/** The lab's outbox state now. */
export async function labSnapshot(page: Page): Promise<LabSnapshot> {
  const snapshot = await page.evaluate(() => (globalThis as LabGlobal).boothLab?.outbox.getSnapshot());
  if (!snapshot) throw new Error('the lab is not running');
  return { counts: snapshot.counts, pending: snapshot.pending, online: snapshot.online };
}

/** Keeps a video clip of `bytes` (the MP4 `clip` padded) with a test poster; its client_id. */
export async function queueLabClip(page: Page, clip: Buffer, bytes: number): Promise<string> {
  const id = await page.evaluate(({ base64, bytes }) => (globalThis as LabGlobal).boothLab?.queueClip(base64, bytes), {
    base64: clip.toString('base64'),
    bytes,
  });
  if (!id) throw new Error('the lab is not running');
  return id;
}
