/**
 * public-gallery-burst: a venue's guests open the public gallery at once, all from the one
 * address a venue's Wi-Fi or a carrier's NAT gives them. A live event's unprotected gallery
 * holds 50 photos with real stored files; 500 guests arrive at a steady rate over 60 s, each
 * with a browser of its own (at most six connections, kept alive after use, as Chromium does),
 * and each asks the gallery's first page and then every thumbnail on it, six at a time.
 * Target: no errors, p95 ≤ 500 ms for each kind of request.
 */
import http from 'node:http';
import type { SocialGalleryItemReply } from '@boothdeck/contract';
import { publicGalleryCalls } from '@boothdeck/contract/call-addresses';
import { addressOn, callName } from './api.ts';
import { type Dialect, percentile, transactionCounter, withBenchDatabase } from './bench-database.ts';
import { whileMachineIsBusy } from './busy-machine.ts';
import { seedGalleryPhotos } from './gallery-photo-seed.ts';
import { seedLiveEvent } from './media-seed.ts';
import { startProductionServer } from './production-server.ts';

const ITEMS = 50;
const GUESTS = Number(process.env.BENCH_GUESTS ?? 500);
const SPREAD_MS = Number(process.env.BENCH_SPREAD_SECONDS ?? 60) * 1000;
/** What a browser opens to one host over HTTP/1.1. */
const BROWSER_CONNECTIONS = 6;
const TARGET_P95_MS = 500;

type Outcome = { ms: number; status: number; body: Buffer | null; error?: string };

/** One GET over `agent`, timed from the call until the whole body has arrived. */
function get(agent: http.Agent, url: string): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.get(url, { agent }, (reply) => {
      const chunks: Buffer[] = [];
      reply.on('data', (chunk: Buffer) => chunks.push(chunk));
      reply.on('end', () =>
        resolve({ ms: performance.now() - started, status: reply.statusCode ?? 0, body: Buffer.concat(chunks) }),
      );
      reply.on('error', (error) =>
        resolve({ ms: performance.now() - started, status: 0, body: null, error: error.message }),
      );
    });
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({
        ms: performance.now() - started,
        status: 0,
        body: null,
        error: `${error.code ?? error.message}${request.reusedSocket ? ' (reused)' : ''}`,
      }),
    );
  });
}

type Tally = {
  times: number[];
  errors: number;
  resets: number;
  turnedAway: number;
  retriedOnNewConnection: number;
  reasons: Record<string, number>;
};
const tally = (): Tally => ({ times: [], errors: 0, resets: 0, turnedAway: 0, retriedOnNewConnection: 0, reasons: {} });

/** A connection the server cut: what a guest's browser shows as a broken page. */
const RESETS = new Set(['ECONNRESET', 'EPIPE', 'socket hang up']);

/**
 * A GET as a browser makes it: a request cut on a kept-alive connection before any answer came
 * is sent once more on a new connection, unseen by the guest (Chromium, Safari and Firefox all
 * do this, since a server may close an idle connection just as it is reused). Counted apart.
 */
async function browserGet(agent: http.Agent, url: string, into: Tally): Promise<Outcome> {
  const first = await get(agent, url);
  const error = first.error ?? '';
  if (!error.endsWith(' (reused)') || !RESETS.has(error.replace(' (reused)', ''))) return first;
  into.retriedOnNewConnection++;
  const again = await get(agent, url);
  return { ...again, ms: first.ms + again.ms };
}

/** The message of an error reply, which says why a 503 was given. */
function messageOf(body: Buffer | null): string {
  try {
    return String((JSON.parse(body?.toString('utf8') ?? '') as { message?: unknown }).message);
  } catch {
    return '(no message)';
  }
}

function record(into: Tally, outcome: Outcome) {
  into.times.push(outcome.ms);
  if (outcome.status === 200) return;
  into.errors++;
  if (outcome.error !== undefined && RESETS.has(outcome.error.replace(' (reused)', ''))) into.resets++;
  // A slow moment answered as such (503 with Retry-After): the guest's page says to try again.
  if (outcome.status === 503) into.turnedAway++;
  const reason =
    outcome.error ?? `HTTP ${outcome.status}${outcome.status === 503 ? ` ${messageOf(outcome.body)}` : ''}`;
  into.reasons[reason] = (into.reasons[reason] ?? 0) + 1;
}

function summary({ times, errors, resets, turnedAway, retriedOnNewConnection, reasons }: Tally) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    requests: times.length,
    errors,
    resets,
    turnedAway,
    retriedOnNewConnection,
    errorReasons: reasons,
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    p99Ms: percentile(sorted, 99),
    maxMs: Number((sorted.at(-1) ?? 0).toFixed(1)),
  };
}

/** The first page of a public gallery, as a guest's browser asks for it. */
const galleryPageOn = (baseUrl: string, galleryId: string) =>
  addressOn(baseUrl, callName(publicGalleryCalls.items, { params: { id: galleryId } }));

/** One guest's browser: the first page, then each thumbnail on it, six requests at a time. */
async function guest(baseUrl: string, galleryId: string, page: Tally, thumbnails: Tally, agents: http.Agent[]) {
  // Chromium keeps an idle connection for minutes; the server's keep-alive timeout ends it first.
  const agent = new http.Agent({ keepAlive: true, maxSockets: BROWSER_CONNECTIONS });
  agents.push(agent);
  const first = await browserGet(agent, galleryPageOn(baseUrl, galleryId), page);
  record(page, first);
  if (first.status !== 200 || !first.body) return;
  const reply = JSON.parse(first.body.toString('utf8')) as SocialGalleryItemReply;
  const addresses = reply.gallery_items.data.map((item) => item.event_photo).filter((url) => url !== null);
  let next = 0;
  const lane = async () => {
    while (next < addresses.length) {
      const address = addresses[next++];
      record(thumbnails, await browserGet(agent, `${baseUrl}${address}`, thumbnails));
    }
  };
  await Promise.all(Array.from({ length: BROWSER_CONNECTIONS }, lane));
}

/**
 * GUESTS guests arriving at a steady rate over SPREAD_MS, each opening the gallery's first page
 * and its thumbnails: the timings of both kinds of request, and how long the whole burst took.
 */
export async function guestBurst(baseUrl: string, galleryId: string) {
  const agents: http.Agent[] = [];
  try {
    // Warm up once, from a connection that is then closed.
    const warm = new http.Agent({ keepAlive: false });
    const warmed = await get(warm, galleryPageOn(baseUrl, galleryId));
    if (warmed.status !== 200) throw new Error(`the gallery answered ${warmed.status}`);
    const firstPage = JSON.parse(warmed.body?.toString('utf8') ?? '{}') as SocialGalleryItemReply;

    const page = tally();
    const thumbnails = tally();
    const started = performance.now();
    const guests: Promise<void>[] = [];
    for (let index = 0; index < GUESTS; index++) {
      const due = started + (index * SPREAD_MS) / GUESTS;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      guests.push(guest(baseUrl, galleryId, page, thumbnails, agents));
    }
    await Promise.all(guests);
    const firstPageSummary = summary(page);
    const thumbnailSummary = summary(thumbnails);
    return {
      guests: GUESTS,
      spreadSeconds: SPREAD_MS / 1000,
      thumbnailsPerPage: firstPage.gallery_items.data.length,
      totalSeconds: Number(((performance.now() - started) / 1000).toFixed(1)),
      requests: firstPageSummary.requests + thumbnailSummary.requests,
      errors: firstPageSummary.errors + thumbnailSummary.errors,
      resets: firstPageSummary.resets + thumbnailSummary.resets,
      turnedAway: firstPageSummary.turnedAway + thumbnailSummary.turnedAway,
      firstPage: firstPageSummary,
      thumbnail: thumbnailSummary,
    };
  } finally {
    for (const agent of agents) agent.destroy();
  }
}

export const meetsGuestBurstTarget = (burst: Awaited<ReturnType<typeof guestBurst>>) =>
  burst.errors === 0 && burst.firstPage.p95Ms <= TARGET_P95_MS && burst.thumbnail.p95Ms <= TARGET_P95_MS;

export const GUEST_BURST_TARGET = `0 errors, p95 ≤ ${TARGET_P95_MS} ms for the page and for a thumbnail`;

/** On a busy machine, a slow server must look slow, not broken: refused only with 503 and Retry-After. */
export const meetsBusyMachineTarget = (burst: Pick<Awaited<ReturnType<typeof guestBurst>>, 'errors' | 'turnedAway'>) =>
  burst.errors === burst.turnedAway;

export const BUSY_MACHINE_TARGET = 'no resets: every request answered, or refused with 503 and Retry-After';

export async function benchPublicGalleryBurst(dialect: Dialect) {
  return withBenchDatabase(
    dialect,
    'burst',
    async (db, dataDir) => {
      const seeded = await seedLiveEvent(db);
      await seedGalleryPhotos(db, dataDir, seeded.eventId, ITEMS);
      return seeded;
    },
    async ({ uuid }, environment, seedSeconds) => {
      const server = await startProductionServer(environment);
      try {
        const galleryId = Buffer.from(uuid).toString('base64url');
        const transactions = dialect === 'postgres' ? await transactionCounter(environment.DATABASE_URL) : null;
        const burst = await guestBurst(server.baseUrl, galleryId);
        const statements = await transactions?.stop();
        const { thumbnailsPerPage, ...measured } = burst;
        // The same crowd again while every core is also given to other work.
        const { thumbnailsPerPage: _, ...onBusyMachine } = await whileMachineIsBusy(() =>
          guestBurst(server.baseUrl, galleryId),
        );
        return {
          name: `public-gallery-burst-${dialect}`,
          dialect,
          description: `${GUESTS} guests behind one address (no proxy, TRUST_PROXY=false) arriving over ${SPREAD_MS / 1000} s, each with its own keep-alive browser of ${BROWSER_CONNECTIONS} connections, open an unprotected gallery of ${ITEMS} photos: its first page, then its ${thumbnailsPerPage} thumbnails ${BROWSER_CONNECTIONS} at a time; then the same on a busy machine (a process spinning on every core)`,
          seeded: { items: ITEMS, seedSeconds },
          ...measured,
          ...(statements === undefined
            ? {}
            : {
                // Autocommitted statements are one transaction each; thumbnails are static files.
                databaseTransactionsPerPage: Number((statements / burst.firstPage.requests).toFixed(2)),
              }),
          target: GUEST_BURST_TARGET,
          meetsTarget: meetsGuestBurstTarget(burst),
          onBusyMachine: {
            ...onBusyMachine,
            target: BUSY_MACHINE_TARGET,
            meetsTarget: meetsBusyMachineTarget(onBusyMachine),
          },
        };
      } finally {
        await server.stop();
      }
    },
  );
}
