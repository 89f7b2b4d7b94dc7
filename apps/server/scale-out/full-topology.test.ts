/**
 * The whole scaled-out install: two API processes (ROLE=api) behind the proxy, two workers
 * (ROLE=worker) running the jobs on Redis, media in an S3 bucket (s3rver), one PostgreSQL
 * database and one shared DATA_DIR (where the dev mail and SMS outboxes are written). Real
 * processes, killed with SIGKILL as a crash would.
 *
 * The tests run in order on the one cluster: booth uploads, the sign-in limit held across both
 * API processes by its count in Redis, a 2,000-lead e-mail with both workers, a 2,000-lead SMS
 * during which one worker is killed, then an account mail asked of an API process that is
 * killed right after.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { createApiClient } from '@boothdeck/client';
import { accountEndpoints, leadEndpoints } from '@boothdeck/contract';
import { publicGalleryCalls } from '@boothdeck/contract/call-addresses';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { insertInChunks } from '../src/db/insert-in-chunks.ts';
import { apiAddress } from '../src/test/api-address.ts';
import { fetchedReplyOf } from '../src/test/call-app.ts';
import { jpegBytes } from '../src/test/image-fixtures.ts';
import { removeRedisKeys, testRedisPrefix, testRedisUrl } from '../src/test/redis.ts';
import { type S3TestServer, s3EnvironmentOf, startS3TestServer } from '../src/test/s3-test-server.ts';
import { API_AND_WORKER_PROCESSES } from './harness/cluster.ts';
import { HAS_POSTGRES, useCluster } from './harness/cluster-test-setup.ts';
import { sentPerRecipient } from './harness/outbox-count.ts';
import { retryingBooth } from './harness/retrying-booth.ts';
import { expectSignInLimitHeldAcrossProcesses } from './harness/sign-in-limit.ts';

const LEADS = 2_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(HAS_POSTGRES && testRedisUrl)('API processes and workers on PostgreSQL, Redis and S3', () => {
  const redisPrefix = testRedisPrefix();
  let s3: S3TestServer | undefined;
  // Registered before the cluster's: hooks after a file run last-registered first, so these
  // services stop once the processes using them have.
  afterAll(async () => {
    await s3?.close();
    if (testRedisUrl) await removeRedisKeys(testRedisUrl, redisPrefix);
  });
  const state = useCluster({
    booths: 2,
    processes: API_AND_WORKER_PROCESSES,
    environment: async () => {
      s3 = await startS3TestServer();
      return {
        REDIS_URL: testRedisUrl ?? '',
        REDIS_PREFIX: redisPrefix,
        // A killed worker's jobs come back 2.5 to 10 s after the kill, not 15 to 60 s.
        JOB_LOCK_SECONDS: '5',
        ...s3EnvironmentOf(s3.settings),
      };
    },
  });

  const withDatabase = async <T>(use: (db: ReturnType<typeof openDatabase>['db']) => Promise<T>): Promise<T> => {
    const database = openDatabase({ dataDir: state.t.config.dataDir, databaseUrl: state.t.config.databaseUrl });
    try {
      return await use(database.db);
    } finally {
      await database.db.destroy();
    }
  };

  /** An event with LEADS leads who agreed to messages, each with its own address and number. */
  async function eventWithLeads(tag: 'mail' | 'sms'): Promise<number> {
    return withDatabase(async (db) => {
      const { eventId } = state.event;
      const now = new Date().toISOString();
      const leads = Array.from({ length: LEADS }, (_, index) => ({
        event_id: eventId,
        name: `Guest ${tag} ${index}`,
        // Each message's leads have only its channel's address, so the other message skips them.
        email: tag === 'mail' ? `mail${index}@example.com` : '',
        mobile: tag === 'sms' ? `+61 410 ${String(index).padStart(6, '0')}` : null,
        marketing_consent: 1,
        created_at: now,
      }));
      await insertInChunks(db, 'leads', leads);
      return eventId;
    });
  }

  /** The event's lead-message ledger rows of a channel, by state, once none is queued or sending. */
  async function settledLedger(channel: 'email' | 'sms', timeoutMs = 180_000): Promise<Record<string, number>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const rows = await withDatabase((db) =>
        db
          .selectFrom('shares')
          .select(['state', (eb) => eb.fn.countAll<number>().as('count')])
          .where('event_id', '=', state.event.eventId)
          .where('purpose', '=', 'lead_message')
          .where('channel', '=', channel)
          .groupBy('state')
          .execute(),
      );
      const byState = Object.fromEntries(rows.map((row) => [row.state, Number(row.count)]));
      if (!byState.queued && !byState.sending) return byState;
      if (Date.now() > deadline) throw new Error(`deliveries still pending: ${JSON.stringify(byState)}`);
      await sleep(500);
    }
  }

  const sendToAllLeads = (body: Record<string, unknown>) =>
    fetch(`${state.cluster.url}${apiAddress(leadEndpoints.bulkMessage)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${state.event.organiser.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ event_id: state.event.eventId, select_type: 'all', ...body }),
    });

  it('stores booth uploads in the bucket, not the data folder, and both API processes serve them', async () => {
    const { cluster, event, t } = state;
    const photo = await jpegBytes();
    const booths = event.boothTokens.map((token, index) => retryingBooth(cluster.url, token, `booth${index + 1}`));
    await Promise.all(
      booths.map(async (booth) =>
        [0, 1, 2].reduce((p) => p.then(() => booth.guest(photo, event.offerId)), Promise.resolve()),
      ),
    );

    expect((await s3?.keys())?.length).toBeGreaterThanOrEqual(6);
    const local = await fs.readdir(path.join(t.config.dataDir, 'media'), { recursive: true }).catch(() => []);
    expect(local.filter((name) => /\.(jpe?g|webp|png)$/i.test(String(name)))).toEqual([]);

    const page = await createApiClient({ origin: cluster.url }).call(publicGalleryCalls.items, {
      params: { id: event.galleryId },
      query: { per_page: 100 },
    });
    const thumbnails = page.gallery_items.data.map((item) => item.event_photo).filter((url) => url !== null);
    expect(thumbnails).toHaveLength(6);
    for (const name of ['api-1', 'api-2']) {
      const origin = cluster.process(name).baseUrl;
      const statuses = await Promise.all(thumbnails.map(async (url) => (await fetch(new URL(url, origin))).status));
      expect(statuses, `served by ${name}`).toEqual(thumbnails.map(() => 200));
    }
  });

  it('holds a sign-in rate limit across processes, counted in Redis', () =>
    expectSignInLimitHeldAcrossProcesses(state.cluster, state.event.organiser.user.email));

  it(`sends every e-mail of a ${LEADS.toLocaleString('en')}-lead message exactly once across two workers`, async () => {
    await eventWithLeads('mail');
    const reply = await sendToAllLeads({
      type: 'email',
      subject: 'Thanks for coming',
      message: 'Your photos are ready.',
    });
    const { queued } = await fetchedReplyOf(leadEndpoints.bulkMessage, reply);
    expect(queued).toBeGreaterThanOrEqual(LEADS);

    expect(await settledLedger('email')).toEqual({ sent: queued });
    const mails = await sentPerRecipient(path.join(state.t.config.dataDir, 'outbox'), '.eml');
    const leadMails = [...mails].filter(([to]) => /^mail\d+@example\.com$/.test(to));
    expect(leadMails).toHaveLength(LEADS);
    expect(leadMails.filter(([, count]) => count !== 1)).toEqual([]);
    // Both workers were there throughout, sharing the one DATA_DIR.
    for (const name of ['worker-1', 'worker-2']) expect(state.cluster.process(name).isRunning()).toBe(true);
  });

  it('runs the jobs a killed worker held once, on the other worker: no SMS is sent twice', async () => {
    const { cluster, t } = state;
    await eventWithLeads('sms');
    const smsFolder = path.join(t.config.dataDir, 'sms-outbox');
    // Texts and ledger rows of the earlier tests are left out of the counts below.
    const textsBefore = new Set(await fs.readdir(smsFolder).catch(() => [] as string[]));
    const ledgerBefore = await settledLedger('sms');
    const reply = await sendToAllLeads({ type: 'sms', subject: '', message: 'Your prints are ready.' });
    const { queued } = await fetchedReplyOf(leadEndpoints.bulkMessage, reply);
    expect(queued).toBeGreaterThanOrEqual(LEADS);

    // Well into the drain, far from its end.
    while ((await fs.readdir(smsFolder).catch(() => [])).length < 200) await sleep(20);
    await cluster.kill('worker-1');

    const ledgerAfter = await settledLedger('sms');
    const ledger = Object.fromEntries(
      Object.entries(ledgerAfter)
        .map(([state, count]) => [state, count - (ledgerBefore[state] ?? 0)] as const)
        .filter(([, count]) => count > 0),
    );
    const texts = await sentPerRecipient(smsFolder, '.txt', textsBefore);
    const sentTexts = [...texts.values()].reduce((sum, count) => sum + count, 0);
    // Never twice. A message the killed worker was sending at that instant may or may not have
    // gone out: it is marked unknown and never sent again; every other one was sent once.
    // (Only this message's own numbers: earlier tests' guests may share one number between leads.)
    const leadTexts = [...texts].filter(([to]) => to.replace(/\D/g, '').startsWith('61410'));
    expect(leadTexts.filter(([, count]) => count !== 1)).toEqual([]);
    expect(Object.keys(ledger).filter((key) => key !== 'sent' && key !== 'unknown')).toEqual([]);
    expect(sentTexts).toBeGreaterThanOrEqual(ledger.sent ?? 0);
    expect(sentTexts).toBeLessThanOrEqual((ledger.sent ?? 0) + (ledger.unknown ?? 0));
    expect(ledger.unknown ?? 0).toBeLessThanOrEqual(4);
    expect((ledger.sent ?? 0) + (ledger.unknown ?? 0)).toBe(queued);
  });

  it('delivers an account mail asked of an API process that is killed right after', async () => {
    const { cluster, event, t } = state;
    const api1 = cluster.process('api-1').baseUrl;
    const outbox = path.join(t.config.dataDir, 'outbox');
    const mailsTo = async () => (await sentPerRecipient(outbox, '.eml')).get(event.organiser.user.email) ?? 0;
    const before = await mailsTo();
    const reply = await fetch(`${api1}${apiAddress(accountEndpoints.forgotPassword)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: event.organiser.user.email }),
    });
    expect(reply.status).toBe(200);
    await cluster.kill('api-1');

    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline && (await mailsTo()) === before) await sleep(200);
    await sleep(1_000);
    expect(await mailsTo()).toBe(before + 1);
  });
});
