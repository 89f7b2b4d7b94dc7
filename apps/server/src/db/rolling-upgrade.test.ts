/**
 * Two builds on one database, as during a rolling upgrade and a rollback: this build, and a newer
 * one with one more migration, an expand (src/test/newer-build-main.ts). The newer build refuses
 * to start with MIGRATE=false on a database that lacks its migration, naming it; once it has
 * migrated, this build restarted with MIGRATE=false (and without) keeps serving.
 */
import { accountEndpoints, type EndpointAddress, HEALTH_PATH } from '@boothdeck/contract';
import { PRODUCT_VERSION } from '@boothdeck/contract/product-version';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { registrationBody } from '../test/accounts-client.ts';
import { apiAddress } from '../test/api-address.ts';
import { NEWER_EXPAND } from '../test/newer-release.ts';
import { healthOf } from '../test/plain-replies.ts';
import { runServerUntilExit, type ServerChild, serverEnvironmentOn, startServerChild } from '../test/server-child.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../test/test-app.ts';

/** A call that writes (a new organiser) and one that reads (a sign-in with a wrong password). */
async function expectServing(server: ServerChild, email: string) {
  const health = await fetch(`${server.baseUrl}${HEALTH_PATH}`);
  expect(health.status).toBe(200);
  expect(healthOf({ body: await health.text() })).toMatchObject({ status: 'ok', version: PRODUCT_VERSION });
  const post = (call: EndpointAddress, body: object) =>
    fetch(`${server.baseUrl}${apiAddress(call)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const registered = await post(accountEndpoints.register, registrationBody(email));
  expect(registered.status, await registered.text()).toBe(200);
  expect((await post(accountEndpoints.login, { email, password: 'not-the-password' })).status).toBe(422);
}

describe.each(TEST_DIALECTS)('an upgrade and a rollback with two builds on %s', (dialect) => {
  let t: TestApp;
  let servers: ServerChild[] = [];
  afterEach(async () => {
    for (const server of servers) await server.kill();
    servers = [];
    await t.close();
  });

  it('the newer build waits for its migration; this build keeps serving once it has run', async () => {
    // A database this build migrated, as the running release left it.
    t = await createTestApp(dialect);
    await t.app.close();
    const environment = serverEnvironmentOn(t.config.dataDir, t.config.databaseUrl ?? '');
    const newerBuild = inject('serverBundle').newerBuild;

    const refused = await runServerUntilExit({ ...environment, MIGRATE: 'false' }, undefined, newerBuild);
    expect(refused.code).toBe(1);
    const lines = refused.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`lacks migration ${NEWER_EXPAND.name}`);
    expect(lines[0]).toContain('npm run migrate');

    const newer = await startServerChild(environment, { script: newerBuild });
    servers.push(newer);
    await expectServing(newer, `newer-${dialect}@example.com`);
    await newer.kill();

    for (const migrate of ['false', 'true']) {
      const current = await startServerChild({ ...environment, MIGRATE: migrate });
      servers.push(current);
      await expectServing(current, `rolled-back-${migrate}-${dialect}@example.com`);
      await current.kill();
    }
  }, 180_000);
});
