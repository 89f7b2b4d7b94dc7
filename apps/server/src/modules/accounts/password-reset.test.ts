import { accountEndpoints, type EndpointDefinition } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCode, PASSWORD, registerVerifiedUser } from '../../test/accounts-client.ts';
import { callApp, callAppUnchecked, errorOf, replyOf } from '../../test/call-app.ts';
import { readOutbox } from '../../test/outbox.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';

describe.each(TEST_DIALECTS)('forgotten password and reset on %s', (dialect) => {
  let t: TestApp;
  const post = <Definition extends EndpointDefinition>(endpoint: Definition, body: unknown) =>
    callAppUnchecked(t.app, endpoint, { body });

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('answers the same for a known and an unknown e-mail, and mails only the known one', async () => {
    await registerVerifiedUser(t.app, t.config.dataDir, 'known@example.com', t.config.appUrl);
    const known = await post(accountEndpoints.forgotPassword, { email: 'known@example.com' });
    const unknown = await post(accountEndpoints.forgotPassword, { email: 'unknown@example.com' });
    expect(known.statusCode).toBe(200);
    expect(replyOf(known)).toEqual(replyOf(unknown));
    expect(replyOf(known).message).toBe(MESSAGES.forgotSent);
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
    await post(accountEndpoints.forgotPassword, { email: 'reset@example.com' });
    const resetToken = await latestCode(t.app, t.config.dataDir, 'reset@example.com', `${t.config.appUrl}/reset/`);

    const mismatch = await post(accountEndpoints.resetPassword, {
      token: resetToken,
      password: 'brand-new-1',
      password_confirmation: 'brand-new-2',
    });
    expect(errorOf(mismatch, 422).errors.password_confirmation).toEqual([MESSAGES.passwordsDoNotMatch]);

    const reset = await post(accountEndpoints.resetPassword, {
      token: resetToken,
      password: 'brand-new-1',
      password_confirmation: 'brand-new-1',
    });
    expect(replyOf(reset)).toEqual({ message: MESSAGES.resetDone });
    const me = await callApp(t.app, accountEndpoints.user, { token: oldSession });
    expect(me.statusCode).toBe(401);

    expect((await post(accountEndpoints.login, { email: 'reset@example.com', password: PASSWORD })).statusCode).toBe(
      422,
    );
    const login = await post(accountEndpoints.login, { email: 'reset@example.com', password: 'brand-new-1' });
    expect(replyOf(login).token).toEqual(expect.any(String));

    const reuse = await post(accountEndpoints.resetPassword, {
      token: resetToken,
      password: 'another-one-1',
      password_confirmation: 'another-one-1',
    });
    expect(reuse.statusCode).toBe(422);
    expect(errorOf(reuse, 422).message).toBe(MESSAGES.resetInvalid);
  });

  it('refuses an expired reset link', async () => {
    await registerVerifiedUser(t.app, t.config.dataDir, 'late@example.com', t.config.appUrl);
    await post(accountEndpoints.forgotPassword, { email: 'late@example.com' });
    const resetToken = await latestCode(t.app, t.config.dataDir, 'late@example.com', `${t.config.appUrl}/reset/`);
    await t.app.platform.database.db
      .updateTable('one_time_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('purpose', '=', 'reset_password')
      .execute();
    const reply = await post(accountEndpoints.resetPassword, {
      token: resetToken,
      password: 'abcdef12',
      password_confirmation: 'abcdef12',
    });
    expect(reply.statusCode).toBe(422);
  });
});
