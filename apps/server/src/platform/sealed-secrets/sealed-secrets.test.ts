import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';
import { createServerSecretsRepository } from '../signed-links/server-secrets.repository.ts';
import { createLinkSigner } from '../signed-links/signed-links.ts';
import { openServerSecrets } from './open-server-secrets.ts';
import { createSecretsBox, SEALED_MARK } from './sealed-secrets.ts';
import { loadSecretsKey, SECRETS_KEY_CHECK_NAME, SECRETS_KEY_FILE, SecretsKeyMismatch } from './secrets-key.ts';

describe('a secrets box', () => {
  const box = createSecretsBox(randomBytes(32));
  const secret = 'whsec_0123456789abcdefghijklmnopqrstuvwxyzABCDE';

  it('keeps nothing of the secret in what it stores, and opens it again', () => {
    const sealed = box.seal(secret);
    expect(sealed.startsWith(SEALED_MARK)).toBe(true);
    expect(sealed).not.toContain(secret.slice(6, 16));
    expect(box.seal(secret)).not.toBe(sealed);
    expect(box.open(sealed)).toBe(secret);
  });

  it('refuses a value sealed under another key, or altered', () => {
    const sealed = box.seal(secret);
    expect(() => createSecretsBox(randomBytes(32)).open(sealed)).toThrow();
    const altered = `${sealed.slice(0, -2)}${sealed.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(() => box.open(altered)).toThrow();
  });

  it('answers a value stored before sealing as it is', () => {
    expect(box.open(secret)).toBe(secret);
  });
});

describe.each(TEST_DIALECTS)('the secrets key on %s', (dialect) => {
  let t: TestApp;
  const otherDataDirs: string[] = [];
  const serverSecrets = () => createServerSecretsRepository(t.app.platform.database.db);
  const anotherDataDir = async () => {
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'boothdeck-secrets-key-'));
    otherDataDirs.push(folder);
    return folder;
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
    for (const folder of otherDataDirs) await fs.rm(folder, { recursive: true, force: true });
  });

  it('is made once in DATA_DIR, readable by its owner only, and found again by every start', async () => {
    const file = path.join(t.config.dataDir, SECRETS_KEY_FILE);
    const stat = await fs.stat(file);
    expect(stat.mode & 0o777).toBe(0o600);
    const again = await Promise.all(
      [1, 2, 3].map(() =>
        loadSecretsKey({ configured: undefined, dataDir: t.config.dataDir, serverSecrets: serverSecrets() }),
      ),
    );
    const fromFile = Buffer.from((await fs.readFile(file, 'utf8')).trim(), 'base64url');
    for (const key of again) expect(key.equals(fromFile)).toBe(true);
    // The same key given as SECRETS_KEY is accepted too.
    const configured = await loadSecretsKey({
      configured: fromFile,
      dataDir: await anotherDataDir(),
      serverSecrets: serverSecrets(),
    });
    expect(configured.equals(fromFile)).toBe(true);
  });

  it('keeps the link-signing key sealed, and seals one stored before at the next start', async () => {
    const { db } = t.app.platform.database;
    const grant = { path: '/files/:id', subject: 'file:1' };
    const link = await createLinkSigner({
      secrets: t.app.platform.secrets.serverSecrets,
      keyName: 'sealed-links',
    }).sign(grant);
    const storedKey = async () =>
      (
        await db
          .selectFrom('server_secrets')
          .select('secret')
          .where('name', '=', 'sealed-links')
          .executeTakeFirstOrThrow()
      ).secret;
    const sealed = await storedKey();
    expect(sealed.startsWith(SEALED_MARK)).toBe(true);

    // As a key stored before sealing began is kept.
    await db
      .updateTable('server_secrets')
      .set({ secret: t.app.platform.secrets.box.open(sealed) })
      .where('name', '=', 'sealed-links')
      .execute();
    const restarted = await openServerSecrets({ db, configuredKey: undefined, dataDir: t.config.dataDir });
    expect((await storedKey()).startsWith(SEALED_MARK)).toBe(true);
    const signer = createLinkSigner({ secrets: restarted.serverSecrets, keyName: 'sealed-links' });
    expect(await signer.check(grant, link)).toBe('valid');
    // The key's check value is the one row left as it is.
    const check = await db
      .selectFrom('server_secrets')
      .select('secret')
      .where('name', '=', SECRETS_KEY_CHECK_NAME)
      .executeTakeFirstOrThrow();
    expect(check.secret).toMatch(/^[0-9a-f]{64}$/);
  });

  it('makes a missing DATA_DIR, and stops at a key file that holds no key', async () => {
    const fresh = path.join(await anotherDataDir(), 'not-yet');
    const stored = createServerSecretsRepository(t.app.platform.database.db);
    const refused = loadSecretsKey({ configured: undefined, dataDir: fresh, serverSecrets: stored });
    // Its key is new, so not the database's: but the folder and its key file were made first.
    await expect(refused).rejects.toBeInstanceOf(SecretsKeyMismatch);
    expect((await fs.stat(path.join(fresh, SECRETS_KEY_FILE))).isFile()).toBe(true);
    await fs.writeFile(path.join(fresh, SECRETS_KEY_FILE), 'short\n');
    await expect(loadSecretsKey({ configured: undefined, dataDir: fresh, serverSecrets: stored })).rejects.toThrow(
      /does not hold a secrets key/,
    );
  });

  it('stops a process whose key is not the one the database was set up with', async () => {
    // A second machine with a DATA_DIR of its own, and a SECRETS_KEY typed wrong.
    await expect(
      loadSecretsKey({ configured: undefined, dataDir: await anotherDataDir(), serverSecrets: serverSecrets() }),
    ).rejects.toThrow(/secrets\.key is not the key this database was set up with.*SECRETS_KEY/);
    await expect(
      loadSecretsKey({ configured: randomBytes(32), dataDir: t.config.dataDir, serverSecrets: serverSecrets() }),
    ).rejects.toBeInstanceOf(SecretsKeyMismatch);
  });
});
