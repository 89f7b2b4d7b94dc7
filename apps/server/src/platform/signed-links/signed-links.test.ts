import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';
import { createServerSecretsRepository } from './server-secrets.repository.ts';
import { createLinkSigner, SIGNED_LINK_LIFETIME_MS } from './signed-links.ts';

describe.each(TEST_DIALECTS)('signed links on %s', (dialect) => {
  let t: TestApp;
  const grant = { path: '/files/:id', subject: 'file:7' };
  /** A signer as another server process would make it: its own cache, the same database. */
  const signer = (now: () => Date = () => new Date(), keyName = 'links-test') =>
    createLinkSigner({ secrets: createServerSecretsRepository(t.app.platform.database.db), keyName, now });

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('lets processes that start at once agree on one key', async () => {
    const processes = Array.from({ length: 5 }, () => signer());
    const links = await Promise.all(processes.map((process) => process.sign(grant)));
    for (const process of processes) {
      for (const link of links) expect(await process.check(grant, link)).toBe('valid');
    }
  });

  it('expires after its lifetime and binds the path, the subject and the expiry', async () => {
    let now = new Date('2026-05-01T12:00:00Z');
    const clocked = signer(() => now);
    const link = await clocked.sign(grant);
    expect(link.expiresAt.getTime()).toBe(now.getTime() + SIGNED_LINK_LIFETIME_MS);
    expect(await clocked.check({ ...grant, subject: 'file:8' }, link)).toBe('invalid');
    expect(await clocked.check({ ...grant, path: '/other/:id' }, link)).toBe('invalid');
    expect(await clocked.check(grant, { ...link, expires: link.expires + 60 })).toBe('invalid');
    now = new Date(link.expiresAt.getTime() - 1000);
    expect(await clocked.check(grant, link)).toBe('valid');
    now = link.expiresAt;
    expect(await clocked.check(grant, link)).toBe('expired');
  });

  it('signs with a key of its own name only', async () => {
    const link = await signer(undefined, 'one-key').sign(grant);
    expect(await signer(undefined, 'another-key').check(grant, link)).toBe('invalid');
  });
});
