/**
 * A bulk SMS to an event's leads while the server is killed (SIGKILL, as a crash or the OOM
 * killer would) and started again: no message reaches the outbox twice. Rows the kill caught
 * mid-send end `unknown`, every other row is sent once after the restart.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { leadEndpoints } from '@boothdeck/contract';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database.ts';
import { insertInChunks } from '../../db/insert-in-chunks.ts';
import { smsOutboxFolder } from '../../platform/sms/sms-sender.ts';
import { apiAddress } from '../../test/api-address.ts';
import { fetchedReplyOf } from '../../test/call-app.ts';
import { serverChildrenKilledAfterEach } from '../../test/killed-servers.ts';
import { dataCaptureEvent } from '../../test/leads-setup.ts';
import { optionTestApp } from '../../test/option-step-setup.ts';
import { serverEnvironmentOn, startServerChild } from '../../test/server-child.ts';
import { TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';
import { INTERRUPTED_REASON } from './delivery.service.ts';

const LEADS = 1500;
/** Messages in the outbox when the kill comes: well into the send, far from its end. */
const KILL_AFTER = 200;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The messages in the outbox: one file each. */
async function outboxNames(dataDir: string): Promise<string[]> {
  return (await fs.readdir(smsOutboxFolder(dataDir)).catch(() => [] as string[])).filter((name) =>
    name.endsWith('.txt'),
  );
}

async function outboxRecipients(dataDir: string): Promise<string[]> {
  const folder = smsOutboxFolder(dataDir);
  const names = await outboxNames(dataDir);
  return Promise.all(
    names.map(async (name) => /^To: (.+)$/m.exec(await fs.readFile(path.join(folder, name), 'utf8'))?.[1] ?? ''),
  );
}

describe.each(TEST_DIALECTS)('a bulk SMS across a kill -9 on %s', (dialect) => {
  let t: TestApp | undefined;
  const servers = serverChildrenKilledAfterEach(() => t?.close());

  it('sends no message twice and resumes the rest after the restart', async () => {
    const s = await optionTestApp(dialect, 'Monthly Pro');
    t = s.t;
    const eventId = await dataCaptureEvent(s, s.alice);
    const leads = Array.from({ length: LEADS }, (_, index) => ({
      event_id: eventId,
      name: `Guest ${index}`,
      email: `guest${index}@example.com`,
      mobile: `+61 400 ${String(index).padStart(6, '0')}`,
      marketing_consent: 1,
      created_at: new Date().toISOString(),
    }));
    await insertInChunks(t.app.platform.database.db, 'leads', leads);
    await t.app.close();
    const { dataDir } = t.config;
    const environment = serverEnvironmentOn(dataDir, t.config.databaseUrl ?? '');

    const first = await startServerChild(environment);
    servers.push(first);
    const reply = await fetch(`${first.baseUrl}${apiAddress(leadEndpoints.bulkMessage)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${s.alice.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ event_id: eventId, select_type: 'all', type: 'sms', subject: '', message: 'Prints!' }),
    });
    expect(await fetchedReplyOf(leadEndpoints.bulkMessage, reply)).toEqual({
      status: 'success',
      queued: LEADS,
      skipped: 0,
    });
    // Counted by name: reading every message a hundred times a second would slow the send it waits on.
    while ((await outboxNames(dataDir)).length < KILL_AFTER) await sleep(10);
    await first.kill();
    const beforeRestart = (await outboxNames(dataDir)).length;
    expect(beforeRestart).toBeLessThan(LEADS);

    const second = await startServerChild(environment);
    servers.push(second);
    const database = openDatabase({ dataDir, databaseUrl: t.config.databaseUrl });
    try {
      const rows = () =>
        database.db.selectFrom('shares').select(['state', 'failure_reason']).where('event_id', '=', eventId).execute();
      // Waits on one row still to send, not on all of them read ten times a second.
      const pending = () =>
        database.db
          .selectFrom('shares')
          .select('id')
          .where('event_id', '=', eventId)
          .where('state', 'in', ['queued', 'sending'])
          .limit(1)
          .executeTakeFirst();
      const doneBy = Date.now() + 30_000;
      while (Date.now() < doneBy && (await pending())) await sleep(100);
      const states = await rows();
      const sent = states.filter((row) => row.state === 'sent').length;
      const unknown = states.filter((row) => row.state === 'unknown');
      const counts: Record<string, number> = {};
      for (const row of states) counts[row.state] = (counts[row.state] ?? 0) + 1;
      expect(
        sent + unknown.length,
        `rows by state ${JSON.stringify(counts)}, outbox before restart ${beforeRestart}`,
      ).toBe(LEADS);
      // At most the sends that were running at the kill, four at a time.
      expect(unknown.length).toBeLessThanOrEqual(4);
      for (const row of unknown) expect(row.failure_reason).toBe(INTERRUPTED_REASON);

      const recipients = await outboxRecipients(dataDir);
      const twice = recipients.filter((to, index) => recipients.indexOf(to) !== index);
      expect(twice).toEqual([]);
      expect(recipients.length).toBeGreaterThanOrEqual(sent);
      expect(recipients.length).toBeLessThanOrEqual(LEADS);
    } finally {
      await database.db.destroy();
    }
  }, 90_000);
});
