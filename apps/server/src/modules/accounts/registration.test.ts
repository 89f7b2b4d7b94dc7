import { accountEndpoints } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  latestCode,
  nextVisitorAddress,
  registerUser,
  registerVerifiedUser,
  registrationBody,
} from '../../test/accounts-client.ts';
import { callApp, callAppUnchecked, errorOf, replyOf } from '../../test/call-app.ts';
import { readOutbox } from '../../test/outbox.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';
import { RATE_LIMITS } from './rate-limits.ts';

describe.each(TEST_DIALECTS)('registration and e-mail verification on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());
  const register = (payload: Record<string, unknown>, remoteAddress = nextVisitorAddress()) =>
    callAppUnchecked(t.app, accountEndpoints.register, { body: payload, remoteAddress });

  it('refuses an empty form with a field message on each field', async () => {
    const reply = await callAppUnchecked(t.app, accountEndpoints.register, { body: { user_type: 'business' } });
    expect(reply.statusCode).toBe(422);
    const body = errorOf(reply, 422);
    expect(body.message).toEqual(expect.any(String));
    expect(body.errors.email).toEqual([MESSAGES.required]);
    expect(body.errors.first_name).toEqual([MESSAGES.required]);
    expect(body.errors.password).toEqual([MESSAGES.required]);
  });

  it('checks e-mail pattern, password length and confirmation', async () => {
    const payload = registrationBody('not-an-email', { password: '1234567', password_confirmation: '7654321' });
    const body = errorOf(await callApp(t.app, accountEndpoints.register, { body: payload }), 422);
    expect(body.errors.email).toEqual([MESSAGES.invalidEmail]);
    expect(body.errors.password).toEqual([MESSAGES.passwordMin]);
    expect(body.errors.password_confirmation).toEqual([MESSAGES.passwordsDoNotMatch]);
  });

  it('takes empty business fields from an individual as not given', async () => {
    const payload = registrationBody('solo@example.com', {
      business_category: '',
      business_category_other: '',
      company_name: '',
    });
    const reply = await register(payload);
    expect(reply.statusCode).toBe(200);
    expect(replyOf(reply).user).toMatchObject({ business_category: null, company_name: null });
  });

  it('names every wrong field at once', async () => {
    const business = await register(
      registrationBody('biz-empty@example.com', { user_type: 'business', business_category: '', company_name: '' }),
    );
    expect(business.statusCode).toBe(422);
    expect(errorOf(business, 422).errors).toEqual({
      business_category: [MESSAGES.required],
      company_name: [MESSAGES.required],
    });

    const { first_name: _, ...withoutName } = registrationBody('mismatch@example.com', {
      password_confirmation: 'something-else',
    });
    const mismatch = await register(withoutName);
    expect(errorOf(mismatch, 422)).toEqual({
      message: MESSAGES.required,
      errors: { first_name: [MESSAGES.required], password_confirmation: [MESSAGES.passwordsDoNotMatch] },
    });
  });

  it('needs a category and company name from a business, and the free text for other', async () => {
    const payload = registrationBody('biz@example.com', { user_type: 'business', business_category: 'other' });
    const body = errorOf(await callApp(t.app, accountEndpoints.register, { body: payload }), 422);
    expect(body.errors.company_name).toEqual([MESSAGES.required]);
    expect(body.errors.business_category_other).toEqual([MESSAGES.required]);
  });

  it('creates an unverified business account, keeps its fields and sends no token', async () => {
    const payload = registrationBody('Owner@Example.com', {
      user_type: 'business',
      business_category: 'other',
      business_category_other: 'Roller disco',
      company_name: 'Disco Ltd',
      check_promotion: true,
    });
    const reply = await callApp(t.app, accountEndpoints.register, { body: payload });
    expect(reply.statusCode).toBe(200);
    const { user, access_token } = replyOf(reply);
    expect(access_token).toBeNull();
    expect(user).toMatchObject({
      email: 'owner@example.com',
      user_type: 'business',
      business_category: 'other',
      business_category_other: 'Roller disco',
      company_name: 'Disco Ltd',
      check_promotion: true,
      verify_status: 'inactive',
      expire: 0,
      membership: null,
    });
    expect(user).not.toHaveProperty('password_hash');
  });

  it('answers a taken address as it answers a new one, and mails its owner a notice instead of a link', async () => {
    const owner = await registerUser(t.app, 'twice@example.com');
    const before = await register(registrationBody('first-new@example.com'));
    const taken = await register(registrationBody('TWICE@example.com', { first_name: 'Mallory' }));
    const after = await register(registrationBody('second-new@example.com'));

    expect(taken.statusCode).toBe(200);
    expect(replyOf(taken)).toEqual({
      ...replyOf(before),
      user: { ...replyOf(before).user, id: replyOf(taken).user.id, email: 'twice@example.com', first_name: 'Mallory' },
    });
    // Ids come in sign-up order whether or not the address was taken.
    const ids = [before, taken, after].map((reply) => replyOf(reply).user.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set([owner.id, ...ids]).size).toBe(4);

    // Account mail is sent by the job queue after the answer: the notice may still be on its way.
    const mailsToOwner = async () =>
      (await readOutbox(t.app, t.config.dataDir)).filter((mail) => mail.to.includes('twice@example.com'));
    await expect
      .poll(async () => (await mailsToOwner()).map((mail) => mail.subject))
      .toEqual([
        'Verify your Boothdeck email address',
        'Someone tried to sign up to Boothdeck with your email address',
      ]);
    const mails = await mailsToOwner();
    expect(mails[1]?.raw).not.toContain('/verify-email/');
    expect(mails[1]?.raw).toContain('Hi Ada,');
    const accounts = await t.app.platform.database.db
      .selectFrom('users')
      .select(['id', 'first_name'])
      .where('email', '=', 'twice@example.com')
      .execute();
    expect(accounts).toEqual([{ id: owner.id, first_name: 'Ada' }]);
  });

  it('gives every one of simultaneous sign-ups with one address the ordinary answer', async () => {
    const replies = await Promise.all(
      Array.from({ length: RATE_LIMITS.registerPerEmail.limit }, (_, index) =>
        register(registrationBody('race@example.com'), `203.0.113.${index + 1}`),
      ),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual(replies.map(() => 200));
    expect(new Set(replies.map((reply) => replyOf(reply).user.id)).size).toBe(replies.length);
    const accounts = await t.app.platform.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'race@example.com')
      .execute();
    expect(accounts).toHaveLength(1);
    const subjects = (await readOutbox(t.app, t.config.dataDir))
      .filter((mail) => mail.to.includes('race@example.com'))
      .map((mail) => mail.subject);
    expect(subjects.filter((subject) => subject.startsWith('Verify'))).toHaveLength(1);
    expect(subjects.filter((subject) => subject.startsWith('Someone tried'))).toHaveLength(replies.length - 1);
  });

  it('mails a verification link in HTML and text; the link verifies once and signs the user in', async () => {
    const user = await registerUser(t.app, 'verify@example.com');
    const mails = (await readOutbox(t.app, t.config.dataDir)).filter((mail) => mail.to.includes('verify@example.com'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.raw).toContain('Content-Type: text/plain');
    expect(mails[0]?.raw).toContain('Content-Type: text/html');
    const code = await latestCode(t.app, t.config.dataDir, 'verify@example.com', `${t.config.appUrl}/verify-email/`);

    const reply = await callApp(t.app, accountEndpoints.verifyEmail, { body: { email_verified_code: code } });
    expect(reply.statusCode).toBe(200);
    const { verify, token } = replyOf(reply);
    expect(verify).toMatchObject({ id: user.id, verify_status: 'active', membership: null });
    const me = await callApp(t.app, accountEndpoints.user, { token });
    expect(replyOf(me).user.email).toBe('verify@example.com');

    const again = await callApp(t.app, accountEndpoints.verifyEmail, { body: { email_verified_code: code } });
    expect(again.statusCode).toBe(422);
    expect(errorOf(again, 422).message).toBe(MESSAGES.verificationInvalid);
  });

  it('resend replaces the earlier link, and answers alike for an unknown account', async () => {
    const user = await registerUser(t.app, 'resend@example.com');
    const prefix = `${t.config.appUrl}/verify-email/`;
    const first = await latestCode(t.app, t.config.dataDir, 'resend@example.com', prefix);
    const reply = await callApp(t.app, accountEndpoints.resendEmail, { body: { id: user.id, email: user.email } });
    expect(replyOf(reply)).toEqual({ message: MESSAGES.verificationSent });
    const second = await latestCode(t.app, t.config.dataDir, 'resend@example.com', prefix);
    expect(second).not.toBe(first);

    const stale = await callApp(t.app, accountEndpoints.verifyEmail, { body: { email_verified_code: first } });
    expect(stale.statusCode).toBe(422);
    const unknown = await callApp(t.app, accountEndpoints.resendEmail, {
      body: { id: 99999, email: 'nobody@example.com' },
    });
    expect(replyOf(unknown)).toEqual({ message: MESSAGES.verificationSent });
  });

  it('answers resend alike for a verified, an unverified and an unknown address, and mails only the unverified', async () => {
    const resend = (payload: { id: number; email: string }) =>
      callApp(t.app, accountEndpoints.resendEmail, { body: payload, remoteAddress: nextVisitorAddress() });
    const { user: verified } = await registerVerifiedUser(t.app, t.config.dataDir, 'done@example.com', t.config.appUrl);
    const unverified = await registerUser(t.app, 'pending@example.com');
    const mailsTo = async (to: string) =>
      (await readOutbox(t.app, t.config.dataDir)).filter((mail) => mail.to.includes(to)).length;
    const before = { done: await mailsTo('done@example.com'), pending: await mailsTo('pending@example.com') };
    const answers = [
      await resend(verified),
      await resend(unverified),
      await resend({ id: verified.id + 1000, email: 'nobody@example.com' }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(replyOf(answer)).toEqual({ message: MESSAGES.verificationSent });
    }
    expect(await mailsTo('done@example.com')).toBe(before.done);
    expect(await mailsTo('pending@example.com')).toBe(before.pending + 1);
  });

  it('keeps verification codes only as hashes', async () => {
    await registerUser(t.app, 'codes@example.com');
    const code = await latestCode(t.app, t.config.dataDir, 'codes@example.com', `${t.config.appUrl}/verify-email/`);
    const stored = await t.app.platform.database.db.selectFrom('one_time_codes').select('code_hash').execute();
    expect(stored.map((row) => row.code_hash)).not.toContain(code);
  });
});
