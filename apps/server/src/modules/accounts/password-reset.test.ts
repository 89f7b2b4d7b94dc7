import { MESSAGES } from '@boothdeck/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCode, PASSWORD, registerVerifiedUser } from '../../test/accounts-client.ts';
import { readOutbox } from '../../test/outbox.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';

describe.each(TEST_DIALECTS)('forgotten password and reset on %s', (dialect) => {
  let t: TestApp;
  const post = (url: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url, payload });

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('answers the same for a known and an unknown e-mail, and mails only the known one', async () => {
    await registerVerifiedUser(t.app, t.config.dataDir, 'known@example.com', t.config.appUrl);
    const known = await post('/api/v1/forgot', { email: 'known@example.com' });
    const unknown = await post('/api/v1/forgot', { email: 'unknown@example.com' });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toBe(MESSAGES.forgotSent);
    const mails = await readOutbox(t.app, t.config.dataDir);
    expect(mails.filter((mail) => mail.to.includes('unknown@example.com'))).toHaveLength(0);
    expect(mails.filter((mail) => mail.subject.includes('Reset'))).toHaveLength(1);
  });

  it('resets by the mailed link once, signs out every session and accepts the new password', async () => {
    const { token: oldSession } = await registerVerifiedUser(
      t.app,
      t.config.dataDir,
      'reset@example.com',
      t.config.appUrl,
    );
    await post('/api/v1/forgot', { email: 'reset@example.com' });
    const resetToken = await latestCode(t.app, t.config.dataDir, 'reset@example.com', `${t.config.appUrl}/reset/`);

    const mismatch = await post('/api/v1/reset', {
      token: resetToken,
      password: 'brand-new-1',
      password_confirmation: 'brand-new-2',
    });
    expect(mismatch.json().errors.password_confirmation).toEqual([MESSAGES.passwordsDoNotMatch]);

    const reset = await post('/api/v1/reset', {
      token: resetToken,
      password: 'brand-new-1',
      password_confirmation: 'brand-new-1',
    });
    expect(reset.json()).toEqual({ message: MESSAGES.resetDone });
    const me = await t.app.inject({ url: '/api/v1/user', headers: { authorization: `Bearer ${oldSession}` } });
    expect(me.statusCode).toBe(401);

    expect((await post('/api/v1/login', { email: 'reset@example.com', password: PASSWORD })).statusCode).toBe(422);
    const login = await post('/api/v1/login', { email: 'reset@example.com', password: 'brand-new-1' });
    expect(login.json().token).toEqual(expect.any(String));

    const reuse = await post('/api/v1/reset', {
      token: resetToken,
      password: 'another-one-1',
      password_confirmation: 'another-one-1',
    });
    expect(reuse.statusCode).toBe(422);
    expect(reuse.json().message).toBe(MESSAGES.resetInvalid);
  });

  it('refuses an expired reset link', async () => {
    await registerVerifiedUser(t.app, t.config.dataDir, 'late@example.com', t.config.appUrl);
    await post('/api/v1/forgot', { email: 'late@example.com' });
    const resetToken = await latestCode(t.app, t.config.dataDir, 'late@example.com', `${t.config.appUrl}/reset/`);
    await t.app.platform.database.db
      .updateTable('one_time_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('purpose', '=', 'reset_password')
      .execute();
    const reply = await post('/api/v1/reset', {
      token: resetToken,
      password: 'abcdef12',
      password_confirmation: 'abcdef12',
    });
    expect(reply.statusCode).toBe(422);
  });
});
