/**
 * PostgreSQL restarts under a running server (an upgrade, a failover, a crash): the server stays
 * up, answers 503 with a message at once while the database is away (the health check too), and
 * serves again by itself once it is back. On a PostgreSQL of the test's own, so stopping it
 * touches nothing else; runs with the PostgreSQL suite (TEST_DATABASE_URL).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { accountEndpoints, HEALTH_PATH } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAddress } from '../test/api-address.ts';
import { healthOf, messageOf } from '../test/plain-replies.ts';
import { type PrivatePostgres, postgresBinaries, startPrivatePostgres } from '../test/private-postgres.ts';
import { type ServerChild, serverEnvironmentOn, startServerChild } from '../test/server-child.ts';

const bin = postgresBinaries();
const wanted = Boolean(process.env.TEST_DATABASE_URL);
if (wanted && !bin) {
  console.warn('PostgreSQL restart test skipped: no initdb/pg_ctl under /usr/lib/postgresql/*/bin (set PG_BIN).');
}

/** A call that reads the database before it answers: signing in with a wrong password (422). */
const signIn = (server: ServerChild) =>
  fetch(`${server.baseUrl}${apiAddress(accountEndpoints.login)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }),
  });

async function timed(request: () => Promise<Response>) {
  const started = performance.now();
  const reply = await request();
  const body = await reply.text();
  return { status: reply.status, body, ms: performance.now() - started, retryAfter: reply.headers.get('retry-after') };
}

describe.skipIf(!wanted || !bin)('the server while PostgreSQL restarts', () => {
  let postgres: PrivatePostgres;
  let server: ServerChild;
  let dataDir: string;

  beforeAll(async () => {
    postgres = await startPrivatePostgres(bin ?? '');
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'boothdeck-pg-restart-'));
    server = await startServerChild(serverEnvironmentOn(dataDir, postgres.url));
  }, 60_000);

  afterAll(async () => {
    await server?.kill();
    await postgres?.remove();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('stays up, answers 503 at once while it is stopped, and serves again once it is back', async () => {
    const health = () => fetch(`${server.baseUrl}${HEALTH_PATH}`);
    expect((await timed(health)).status).toBe(200);
    expect((await timed(() => signIn(server))).status).toBe(422);

    await postgres.stop();
    // The pool's connections are closed under it; an unheard 'error' ended the process within 1.5 s.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(server.isRunning(), server.output()).toBe(true);

    for (let attempt = 0; attempt < 3; attempt++) {
      const down = await timed(() => signIn(server));
      expect(down).toMatchObject({ status: 503, retryAfter: '5' });
      expect(messageOf(down)).toBe(MESSAGES.serviceUnavailable);
      expect(down.ms).toBeLessThan(2_000);
      const check = await timed(health);
      expect(check.status).toBe(503);
      expect(healthOf(check)).toMatchObject({ status: 'unavailable', database: 'postgres' });
      expect(check.ms).toBeLessThan(2_000);
    }

    await postgres.start();
    const backBy = Date.now() + 5_000;
    let status = 0;
    while (Date.now() < backBy && status !== 200) {
      status = (await health()).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(200);
    expect((await timed(() => signIn(server))).status).toBe(422);
    expect(server.isRunning()).toBe(true);
  }, 60_000);
});
