/**
 * A server killed with SIGKILL (a crash, the OOM killer) while account mails wait to be sent: the
 * mails already asked for are sent after the restart, and none twice. The first server's SMTP
 * peer holds every mail it is handed, so four verification mails are mid-send (the most that are
 * sent at once) and a fifth waits its turn when the kill comes.
 */
import type { AddressInfo } from 'node:net';
import { accountEndpoints } from '@boothdeck/contract';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database.ts';
import { registrationBody } from '../../test/accounts-client.ts';
import { apiAddress } from '../../test/api-address.ts';
import { removeRedisKeys, testRedisPrefix, testRedisUrl } from '../../test/redis.ts';
import { type ServerChild, serverEnvironmentOn, startServerChild } from '../../test/server-child.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';
import { INTERRUPTED_MAIL_REASON } from './account-mail.service.ts';

const SIGN_UPS = 5;
const SENT_AT_ONCE = 4;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An SMTP peer that accepts every mail (recording its recipients) or, with `hold`, never answers the data. */
async function smtpPeer(hold: boolean) {
  const delivered: string[] = [];
  const server: SMTPServer = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // Closing waits this long, not half a minute, for the killed server's held connections.
    closeTimeout: 100,
    onData(stream, session, callback) {
      stream.resume();
      if (hold) return;
      stream.on('end', () => {
        delivered.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address));
        callback();
      });
    },
  });
  // A killed server's connections end in resets: expected here.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    delivered,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const queues: ['in memory' | 'on Redis', string | undefined][] = [['in memory', undefined]];
if (testRedisUrl) queues.push(['on Redis', testRedisUrl]);

describe.each(TEST_DIALECTS)('account mails across a kill -9 on %s', (dialect) => {
  describe.each(queues)('with jobs %s', (_queue, redisUrl) => {
    let t: TestApp | undefined;
    let servers: ServerChild[] = [];
    const peers: Awaited<ReturnType<typeof smtpPeer>>[] = [];
    const redisPrefix = testRedisPrefix();

    afterEach(async () => {
      for (const server of servers) await server.kill();
      servers = [];
      for (const peer of peers) await peer.close();
      await t?.close();
      if (redisUrl) await removeRedisKeys(redisUrl, redisPrefix);
    });

    it('sends after the restart the mail that waited, and never again one caught mid-send', async () => {
      t = await createTestApp(dialect);
      await t.app.close();
      const { dataDir } = t.config;
      const environment = {
        ...serverEnvironmentOn(dataDir, t.config.databaseUrl ?? ''),
        ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_PREFIX: redisPrefix } : {}),
      };
      const holding = await smtpPeer(true);
      const accepting = await smtpPeer(false);
      peers.push(holding, accepting);

      const database = openDatabase({ dataDir, databaseUrl: t.config.databaseUrl });
      const mails = () =>
        database.db
          .selectFrom('account_mails')
          .innerJoin('users', 'users.id', 'account_mails.user_id')
          .select(['account_mails.state', 'account_mails.failure_reason', 'users.email'])
          .orderBy('account_mails.id')
          .execute();
      try {
        const first = await startServerChild({ ...environment, SMTP_URL: holding.url });
        servers.push(first);
        for (let n = 1; n <= SIGN_UPS; n++) {
          const reply = await fetch(`${first.baseUrl}${apiAddress(accountEndpoints.register)}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(registrationBody(`crash-${n}@example.com`)),
          });
          expect(reply.status, await reply.text()).toBe(200);
        }
        const heldBy = Date.now() + 20_000;
        let rows = await mails();
        while (Date.now() < heldBy && rows.filter((row) => row.state === 'sending').length < SENT_AT_ONCE) {
          await sleep(50);
          rows = await mails();
        }
        expect(rows.map((row) => row.state).sort()).toEqual(['queued', 'sending', 'sending', 'sending', 'sending']);
        const waiting = rows.filter((row) => row.state === 'queued').map((row) => row.email);
        await first.kill();

        servers.push(await startServerChild({ ...environment, SMTP_URL: accepting.url }));
        const settledBy = Date.now() + 30_000;
        rows = await mails();
        const sentCount = () => rows.filter((row) => row.state === 'sent').length;
        while (Date.now() < settledBy && sentCount() < waiting.length) {
          await sleep(100);
          rows = await mails();
        }
        // Time for a wrong second send to show, had one been started.
        await sleep(500);
        rows = await mails();
        expect(accepting.delivered).toEqual(waiting);
        expect(rows.filter((row) => row.state === 'sent').map((row) => row.email)).toEqual(waiting);
        // In memory they are marked at start. On Redis their jobs come back to a worker once the
        // killed one's locks run out (half a minute or more), which marks them then (the worker
        // kill test holds the takeover): until then they stay claimed, and are never sent.
        const interrupted = rows.filter((row) => row.state !== 'sent');
        expect(interrupted).toHaveLength(SENT_AT_ONCE);
        for (const row of interrupted) {
          expect(row.state).toBe(redisUrl ? 'sending' : 'unknown');
          if (!redisUrl) expect(row.failure_reason).toBe(INTERRUPTED_MAIL_REASON);
        }
      } finally {
        await database.db.destroy();
      }
    }, 150_000);
  });
});
