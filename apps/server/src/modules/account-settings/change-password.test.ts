import { accountEndpoints, accountSettingsEndpoints, type EndpointDefinition } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from '../../test/accounts-client.ts';
import { type AppReply, callApp, errorOf, replyOf } from '../../test/call-app.ts';
import { membersOf } from '../../test/members.ts';
import { readOutbox } from '../../test/outbox.ts';
import type { SignedIn } from '../../test/packages-client.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';
import { OLD_PASSWORD_ATTEMPTS } from './account-settings.service.ts';
import { accountPages } from './account-settings-client.ts';

const NEW_PASSWORD = 'brand-new-pass';

describe.each(TEST_DIALECTS)('password change on %s', (dialect) => {
  let t: TestApp;
  const members = membersOf(() => t);
  const { post, get } = accountPages(() => t);
  const login = (email: string, password: string) =>
    callApp(t.app, accountEndpoints.login, { body: { email, password } });
  const secondSession = async (member: SignedIn) => replyOf(await login(member.user.email, PASSWORD)).token as string;
  const checkPassword = (member: SignedIn, oldPassword = PASSWORD) =>
    post(member.token, accountSettingsEndpoints.checkPassword, { old_password: oldPassword, email: member.user.email });

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('checks the old password, then sets the new one with the proof; the old one no longer signs in', async () => {
    const member = await members.newMember();
    const checked = await checkPassword(member);
    expect(checked.statusCode).toBe(200);
    expect(replyOf(checked)).toMatchObject({ status: 'success', message: MESSAGES.oldPasswordChecked });

    const updated = await post(member.token, accountSettingsEndpoints.updatePassword, {
      new_password: NEW_PASSWORD,
      email: member.user.email,
      proof: replyOf(checked).proof,
    });
    expect(replyOf(updated)).toEqual({ status: 'success', message: MESSAGES.passwordUpdated });
    expect((await login(member.user.email, PASSWORD)).statusCode).toBe(422);
    expect((await login(member.user.email, NEW_PASSWORD)).statusCode).toBe(200);

    // The proof is good once.
    const again = await post(member.token, accountSettingsEndpoints.updatePassword, {
      new_password: 'third-pass',
      proof: replyOf(checked).proof,
    });
    expect(again.statusCode).toBe(422);
    expect(errorOf(again, 422).message).toBe(MESSAGES.passwordCheckExpired);
  });

  it('sets the new password without a proof straight after a check on the same session, once', async () => {
    const member = await members.newMember();
    expect((await checkPassword(member)).statusCode).toBe(200);
    const updated = await post(member.token, accountSettingsEndpoints.updatePassword, {
      new_password: NEW_PASSWORD,
      email: member.user.email,
    });
    expect(updated.statusCode).toBe(200);
    expect(replyOf(updated)).toEqual({ status: 'success', message: MESSAGES.passwordUpdated });
    expect((await login(member.user.email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await post(member.token, accountSettingsEndpoints.updatePassword, {
      new_password: 'third-pass',
      email: member.user.email,
    });
    expect(again.statusCode).toBe(422);
    expect(errorOf(again, 422).errors).toEqual({ proof: [MESSAGES.passwordCheckExpired] });
  });

  it('binds a check without a proof to its session and its window; a proof used retires it too', async () => {
    const member = await members.newMember();
    const other = await secondSession(member);
    await checkPassword(member);
    const elsewhere = await post(other, accountSettingsEndpoints.updatePassword, { new_password: NEW_PASSWORD });
    expect(elsewhere.statusCode).toBe(422);

    await t.app.platform.database.db
      .updateTable('one_time_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', member.user.id)
      .execute();
    expect(
      (await post(member.token, accountSettingsEndpoints.updatePassword, { new_password: NEW_PASSWORD })).statusCode,
    ).toBe(422);

    const { proof } = replyOf(await checkPassword(member));
    expect(
      (await post(member.token, accountSettingsEndpoints.updatePassword, { new_password: NEW_PASSWORD, proof }))
        .statusCode,
    ).toBe(200);
    expect(
      (await post(member.token, accountSettingsEndpoints.updatePassword, { new_password: 'third-pass' })).statusCode,
    ).toBe(422);
    expect((await login(member.user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('puts a wrong or missing old password on its field', async () => {
    const member = await members.newMember();
    const wrong = await checkPassword(member, 'not-my-password');
    expect(wrong.statusCode).toBe(422);
    expect(errorOf(wrong, 422).errors).toEqual({ old_password: [MESSAGES.oldPasswordWrong] });
    const missing = await post(member.token, accountSettingsEndpoints.checkPassword, { email: member.user.email });
    expect(errorOf(missing, 422).errors).toEqual({ old_password: [MESSAGES.oldPasswordRequired] });
  });

  it('refuses a new password without proof, with a made-up, another account’s or an expired one', async () => {
    const member = await members.newMember();
    const other = await members.newMember();
    const withoutProof = await post(member.token, accountSettingsEndpoints.updatePassword, {
      new_password: NEW_PASSWORD,
    });
    expect(withoutProof.statusCode).toBe(422);
    expect(errorOf(withoutProof, 422).errors).toEqual({ proof: [MESSAGES.passwordCheckExpired] });
    const madeUp = await post(member.token, accountSettingsEndpoints.updatePassword, {
      new_password: NEW_PASSWORD,
      proof: 'guess',
    });
    expect(madeUp.statusCode).toBe(422);

    const othersProof = replyOf(await checkPassword(other)).proof;
    const foreign = await post(member.token, accountSettingsEndpoints.updatePassword, {
      new_password: NEW_PASSWORD,
      proof: othersProof,
    });
    expect(foreign.statusCode).toBe(422);

    const ownProof = replyOf(await checkPassword(member)).proof;
    await t.app.platform.database.db
      .updateTable('one_time_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', member.user.id)
      .where('purpose', '=', 'change_password')
      .execute();
    const expired = await post(member.token, accountSettingsEndpoints.updatePassword, {
      new_password: NEW_PASSWORD,
      proof: ownProof,
    });
    expect(expired.statusCode).toBe(422);

    expect((await login(member.user.email, PASSWORD)).statusCode).toBe(200);
    expect((await login(other.user.email, PASSWORD)).statusCode).toBe(200);
    // The other account's proof was not used up by the foreign attempt.
    const byOwner = await post(other.token, accountSettingsEndpoints.updatePassword, {
      new_password: NEW_PASSWORD,
      proof: othersProof,
    });
    expect(byOwner.statusCode).toBe(200);
  });

  it("checks the new password with the page's texts", async () => {
    const member = await members.newMember();
    const proof = replyOf(await checkPassword(member)).proof;
    const short = await post(member.token, accountSettingsEndpoints.updatePassword, { new_password: '1234567', proof });
    expect(errorOf(short, 422).errors).toEqual({ new_password: [MESSAGES.newPasswordMin] });
    const empty = await post(member.token, accountSettingsEndpoints.passwordChange, {
      old_password: '',
      password: '',
      confirmation: '',
    });
    expect(errorOf(empty, 422).errors).toEqual({
      old_password: [MESSAGES.oldPasswordRequired],
      password: [MESSAGES.newPasswordRequired],
      confirmation: [MESSAGES.confirmPasswordRequired],
    });
    const mismatch = await post(member.token, accountSettingsEndpoints.passwordChange, {
      old_password: PASSWORD,
      password: NEW_PASSWORD,
      confirmation: 'something-else',
    });
    expect(errorOf(mismatch, 422).errors).toEqual({ confirmation: [MESSAGES.passwordMismatch] });
  });

  it('signs out every other session, keeps this one and mails the owner', async () => {
    const member = await members.newMember();
    const otherDevice = await secondSession(member);
    const proof = replyOf(await checkPassword(member)).proof;
    expect(
      (await post(member.token, accountSettingsEndpoints.updatePassword, { new_password: NEW_PASSWORD, proof }))
        .statusCode,
    ).toBe(200);

    expect((await get(otherDevice, accountEndpoints.user)).statusCode).toBe(401);
    expect((await get(member.token, accountEndpoints.user)).statusCode).toBe(200);
    const mails = (await readOutbox(t.app, t.config.dataDir)).filter((mail) => mail.to.includes(member.user.email));
    expect(mails.map((mail) => mail.subject)).toContain('Your Boothdeck password was changed');
  });

  it('changes the password in one call with the old one, and refuses a wrong old one', async () => {
    const member = await members.newMember();
    const otherDevice = await secondSession(member);
    const body = { old_password: 'wrong-password', password: NEW_PASSWORD, confirmation: NEW_PASSWORD };
    const wrong = await post(member.token, accountSettingsEndpoints.passwordChange, body);
    expect(errorOf(wrong, 422).errors).toEqual({ old_password: [MESSAGES.oldPasswordWrong] });

    const done = await post(member.token, accountSettingsEndpoints.passwordChange, { ...body, old_password: PASSWORD });
    expect(replyOf(done)).toEqual({ message: MESSAGES.passwordUpdated });
    expect((await login(member.user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await get(otherDevice, accountEndpoints.user)).statusCode).toBe(401);
    expect((await get(member.token, accountEndpoints.user)).statusCode).toBe(200);
  });

  it('asks for a signed-in member to check or change a password, and changes nothing without one', async () => {
    const member = await members.newMember();
    const proof = replyOf(await checkPassword(member)).proof;
    const replies: AppReply<EndpointDefinition>[] = [
      await post(null, accountSettingsEndpoints.checkPassword, { old_password: PASSWORD, email: member.user.email }),
      await post(null, accountSettingsEndpoints.updatePassword, {
        new_password: NEW_PASSWORD,
        email: member.user.email,
        proof,
      }),
      await post(null, accountSettingsEndpoints.passwordChange, {
        old_password: PASSWORD,
        password: NEW_PASSWORD,
        confirmation: NEW_PASSWORD,
      }),
    ];
    for (const reply of replies) {
      expect(reply.statusCode).toBe(401);
      expect(errorOf(reply, 401)).toEqual({ message: MESSAGES.unauthenticated });
    }
    expect((await login(member.user.email, PASSWORD)).statusCode).toBe(200);
  });

  it('stops wrong old passwords after a few tries, even the right one, for that account only', async () => {
    const member = await members.newMember();
    const other = await members.newMember();
    for (let attempt = 0; attempt < OLD_PASSWORD_ATTEMPTS.limit; attempt++) {
      expect((await checkPassword(member, `guess-${attempt}`)).statusCode).toBe(422);
    }
    const refused = await checkPassword(member);
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused, 429)).toEqual({ message: MESSAGES.tooManyRequests, retry_after: expect.any(Number) });
    const oneCall = await post(member.token, accountSettingsEndpoints.passwordChange, {
      old_password: PASSWORD,
      password: NEW_PASSWORD,
      confirmation: NEW_PASSWORD,
    });
    expect(oneCall.statusCode).toBe(429);
    expect((await checkPassword(other)).statusCode).toBe(200);
  });

  it('clears the failed tries once the right password is given', async () => {
    const member = await members.newMember();
    for (let attempt = 0; attempt < OLD_PASSWORD_ATTEMPTS.limit - 1; attempt++) {
      await checkPassword(member, `guess-${attempt}`);
    }
    expect((await checkPassword(member)).statusCode).toBe(200);
    expect((await checkPassword(member, 'guess-again')).statusCode).toBe(422);
    expect((await checkPassword(member)).statusCode).toBe(200);
  });
});
