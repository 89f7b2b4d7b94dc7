import { MESSAGES } from '@boothdeck/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCode, PASSWORD, registerUser, registrationBody } from '../../test/accounts-client.ts';
import { readOutbox } from '../../test/outbox.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';

describe.each(TEST_DIALECTS)('registration and e-mail verification on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('refuses an empty form with the spec texts on each field', async () => {
    const reply = await t.app.inject({ method: 'POST', url: '/api/v1/register', payload: { user_type: 'business' } });
    expect(reply.statusCode).toBe(422);
    const body = reply.json();
    expect(body.message).toEqual(expect.any(String));
    expect(body.errors.email).toEqual([MESSAGES.required]);
    expect(body.errors.first_name).toEqual([MESSAGES.required]);
    expect(body.errors.password).toEqual([MESSAGES.required]);
  });

  it('checks e-mail pattern, password length and confirmation', async () => {
    const payload = registrationBody('not-an-email', { password: '12345', password_confirmation: '54321' });
    const body = (await t.app.inject({ method: 'POST', url: '/api/v1/register', payload })).json();
    expect(body.errors.email).toEqual([MESSAGES.invalidEmail]);
    expect(body.errors.password).toEqual([MESSAGES.passwordMin]);
    expect(body.errors.password_confirmation).toEqual([MESSAGES.passwordsDoNotMatch]);
  });

  it('needs a category and company name from a business, and the free text for other', async () => {
    const payload = registrationBody('biz@example.com', { user_type: 'business', business_category: 'other' });
    const body = (await t.app.inject({ method: 'POST', url: '/api/v1/register', payload })).json();
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
    const reply = await t.app.inject({ method: 'POST', url: '/api/v1/register', payload });
    expect(reply.statusCode).toBe(200);
    const { user, access_token } = reply.json();
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

  it('refuses an e-mail that already has an account', async () => {
    await registerUser(t.app, 'twice@example.com');
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/v1/register',
      payload: registrationBody('TWICE@example.com'),
    });
    expect(reply.statusCode).toBe(422);
    expect(reply.json().errors.email).toEqual([MESSAGES.emailTaken]);
  });

  it('stores the password as argon2id with at least 19 MiB, t=2, p=1', async () => {
    await registerUser(t.app, 'hash@example.com');
    const row = await t.app.platform.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', 'hash@example.com')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(row.password_hash).not.toContain(PASSWORD);
  });

  it('mails a verification link in HTML and text; the link verifies once and signs the user in', async () => {
    const user = await registerUser(t.app, 'verify@example.com');
    const mails = (await readOutbox(t.app, t.config.dataDir)).filter((mail) => mail.to.includes('verify@example.com'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.raw).toContain('Content-Type: text/plain');
    expect(mails[0]?.raw).toContain('Content-Type: text/html');
    const code = await latestCode(t.app, t.config.dataDir, 'verify@example.com', `${t.config.appUrl}/verify-email/`);

    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/v1/email/verify',
      payload: { email_verified_code: code },
    });
    expect(reply.statusCode).toBe(200);
    const { verify, token } = reply.json();
    expect(verify).toMatchObject({ id: user.id, verify_status: 'active', membership: null });
    const me = await t.app.inject({ url: '/api/v1/user', headers: { authorization: `Bearer ${token}` } });
    expect(me.json().user.email).toBe('verify@example.com');

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/email/verify',
      payload: { email_verified_code: code },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(MESSAGES.verificationInvalid);
  });

  it('resend replaces the earlier link, and answers alike for an unknown account', async () => {
    const user = await registerUser(t.app, 'resend@example.com');
    const prefix = `${t.config.appUrl}/verify-email/`;
    const first = await latestCode(t.app, t.config.dataDir, 'resend@example.com', prefix);
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/v1/email/resend',
      payload: { id: user.id, email: user.email },
    });
    expect(reply.json()).toEqual({ message: MESSAGES.verificationSent });
    const second = await latestCode(t.app, t.config.dataDir, 'resend@example.com', prefix);
    expect(second).not.toBe(first);

    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/v1/email/verify',
      payload: { email_verified_code: first },
    });
    expect(stale.statusCode).toBe(422);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/email/resend',
      payload: { id: 99999, email: 'nobody@example.com' },
    });
    expect(unknown.json()).toEqual({ message: MESSAGES.verificationSent });
  });

  it('keeps verification codes only as hashes', async () => {
    await registerUser(t.app, 'codes@example.com');
    const code = await latestCode(t.app, t.config.dataDir, 'codes@example.com', `${t.config.appUrl}/verify-email/`);
    const stored = await t.app.platform.database.db.selectFrom('one_time_codes').select('code_hash').execute();
    expect(stored.map((row) => row.code_hash)).not.toContain(code);
  });
});
