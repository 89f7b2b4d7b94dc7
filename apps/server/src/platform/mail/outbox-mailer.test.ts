import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const withoutExtension = (name: string) => name.slice(0, name.lastIndexOf('.'));

// Mail to the outbox does not touch the database, so one dialect shows it.
describe('mail written to the outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('puts a plain-text copy beside each .eml, where the verification link reads whole on one line', async () => {
    await registerUser(t.app, 'plain-text@example.com');
    await t.app.platform.jobs.drain();
    const folder = path.join(t.config.dataDir, 'outbox');
    const files = (await fs.readdir(folder)).sort();
    const emls = files.filter((name) => name.endsWith('.eml'));
    const texts = files.filter((name) => name.endsWith('.txt'));
    expect(emls).toHaveLength(1);
    expect(texts.map(withoutExtension)).toEqual(emls.map(withoutExtension));

    const text = await fs.readFile(path.join(folder, texts[0] ?? ''), 'utf8');
    expect(text).toMatch(/^To: plain-text@example\.com$/m);
    expect(text).toMatch(/^Subject: .+$/m);
    const linkLine = text.split('\n').find((line) => line.includes('/verify-email/')) ?? '';
    const link = /https?:\/\/\S+$/.exec(linkLine.trim())?.[0] ?? '';
    expect(link).toMatch(new RegExp(`^${t.config.appUrl}/verify-email/[A-Za-z0-9_-]{20,}$`));

    // The .eml carries the same link only once its quoted-printable line breaks are undone.
    const raw = await fs.readFile(path.join(folder, emls[0] ?? ''), 'utf8');
    expect(raw.replace(/=\r?\n/g, '')).toContain(link);
  });
});
