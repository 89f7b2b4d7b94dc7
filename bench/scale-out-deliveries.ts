/**
 * scale-out-deliveries: an organiser's e-mail to 10,000 leads, queued at once and drained by two
 * worker processes (ROLE=worker) on PostgreSQL and Redis beside one API process. Measured: how
 * long from the reply to the last delivery, the throughput, and that every guest got the e-mail
 * exactly once (the mail outbox both workers write to, counted per recipient).
 */
import os from 'node:os';
import path from 'node:path';
import { leadEndpoints } from '@boothdeck/contract';
import { API_AND_WORKER_PROCESSES } from '../apps/server/scale-out/harness/cluster.ts';
import { sentPerRecipient } from '../apps/server/scale-out/harness/outbox-count.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { insertInChunks } from '../apps/server/src/db/insert-in-chunks.ts';
import { apiOn } from './api.ts';
import { seedLiveEvent } from './media-seed.ts';
import { withScaleOutStack } from './scale-out-stack.ts';

const LEADS = Number(process.env.BENCH_DELIVERIES ?? 10_000);
const ONE_API_TWO_WORKERS = API_AND_WORKER_PROCESSES.filter((spec) => spec.name !== 'api-2');

export async function benchScaleOutDeliveries() {
  return withScaleOutStack(
    'scale-out-deliveries',
    async (db) => {
      const seeded = await seedLiveEvent(db);
      const now = new Date().toISOString();
      const leads = Array.from({ length: LEADS }, (_, index) => ({
        event_id: seeded.eventId,
        name: `Guest ${index}`,
        email: `guest${index}@example.com`,
        mobile: null,
        marketing_consent: 1,
        created_at: now,
      }));
      await insertInChunks(db, 'leads', leads);
      return seeded;
    },
    async ({ token, eventId }, stack) => {
      const cluster = await stack.start(ONE_API_TWO_WORKERS);
      const { db } = openDatabase({ dataDir: stack.dataDir, databaseUrl: stack.databaseUrl });
      try {
        const ledger = async () => {
          const rows = await db
            .selectFrom('shares')
            .select(['state', (eb) => eb.fn.countAll<number>().as('count')])
            .where('event_id', '=', eventId)
            .where('purpose', '=', 'lead_message')
            .groupBy('state')
            .execute();
          return Object.fromEntries(rows.map((row) => [row.state, Number(row.count)]));
        };
        const loadAverageAtStart = Number(os.loadavg()[0]?.toFixed(1));
        const started = performance.now();
        const { queued } = await apiOn(cluster.url, token).call(leadEndpoints.bulkMessage, {
          body: { event_id: eventId, select_type: 'all', type: 'email', subject: 'Thank you', message: 'Your photos.' },
        });
        const queuedSeconds = (performance.now() - started) / 1000;
        let byState = await ledger();
        while (byState.queued || byState.sending) {
          await new Promise((resolve) => setTimeout(resolve, 250));
          byState = await ledger();
        }
        const seconds = (performance.now() - started) / 1000;
        const perRecipient = await sentPerRecipient(path.join(stack.dataDir, 'outbox'), '.eml');
        const guests = [...perRecipient].filter(([to]) => /^guest\d+@example\.com$/.test(to));
        const duplicates = guests.filter(([, count]) => count > 1).length;
        const missing = LEADS - guests.length;
        const meetsTarget = duplicates === 0 && missing === 0 && byState.sent === LEADS;
        console.log(
          `scale-out-deliveries: ${meetsTarget ? 'PASS' : 'FAIL'}, ${LEADS} e-mails in ${seconds.toFixed(1)} s, ${duplicates} duplicates, ${missing} missing`,
        );
        return {
          name: 'scale-out-deliveries',
          description: `One organiser e-mail to ${LEADS.toLocaleString('en')} leads, queued by an API process and drained by 2 worker processes on PostgreSQL and Redis (development mail outbox, no network): from the reply until no delivery is queued or sending`,
          leads: LEADS,
          queued,
          queueReplySeconds: Number(queuedSeconds.toFixed(1)),
          seconds: Number(seconds.toFixed(1)),
          deliveriesPerSecond: Number((LEADS / seconds).toFixed(0)),
          ledger: byState,
          duplicates,
          missing,
          cores: os.availableParallelism(),
          loadAverageAtStart,
          target: 'every e-mail sent exactly once',
          meetsTarget,
        };
      } finally {
        await db.destroy();
      }
    },
  );
}
