import { accountEndpoints, accountSettingsEndpoints } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApp, errorOf, replyOf } from '../../test/call-app.ts';
import { membersOf } from '../../test/members.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';
import { accountPages } from './account-settings-client.ts';

describe.each(TEST_DIALECTS)('profile update on %s', (dialect) => {
  let t: TestApp;
  const members = membersOf(() => t);
  const { post, get } = accountPages(() => t);

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('changes the names, trimmed, and GET /user shows them', async () => {
    const member = await members.newMember();
    const reply = await post(member.token, accountSettingsEndpoints.updateUser, {
      first_name: '  Grace ',
      last_name: 'Hopper',
      email: member.user.email,
    });
    expect(reply.statusCode).toBe(200);
    expect(replyOf(reply).message).toBe(MESSAGES.profileUpdated);
    expect(replyOf(reply).user).toMatchObject({ first_name: 'Grace', last_name: 'Hopper' });
    expect(replyOf(await get(member.token, accountEndpoints.user)).user).toMatchObject({
      first_name: 'Grace',
      last_name: 'Hopper',
      email: member.user.email,
    });
  });

  it("answers empty names with the page's texts and changes nothing", async () => {
    const member = await members.newMember();
    const reply = await post(member.token, accountSettingsEndpoints.updateUser, {
      first_name: ' ',
      email: member.user.email,
    });
    expect(reply.statusCode).toBe(422);
    expect(errorOf(reply, 422).errors).toEqual({
      first_name: [MESSAGES.firstNameRequired],
      last_name: [MESSAGES.lastNameRequired],
    });
    expect((await members.getUser(member)).first_name).toBe('Ada');
  });

  it('refuses another e-mail address and keeps the account as it was', async () => {
    const member = await members.newMember();
    const reply = await post(member.token, accountSettingsEndpoints.updateUser, {
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'someone-else@example.com',
    });
    expect(reply.statusCode).toBe(422);
    expect(errorOf(reply, 422).errors).toEqual({ email: [MESSAGES.emailNotEditable] });
    expect(await members.getUser(member)).toMatchObject({ first_name: 'Ada', email: member.user.email });
  });

  it('ignores a membership, user type or id sent along with the names', async () => {
    const member = await members.newMember();
    const before = await members.getUser(member);
    const reply = await post(member.token, accountSettingsEndpoints.updateUser, {
      first_name: 'Grace',
      last_name: 'Hopper',
      id: before.id + 1,
      user_type: 'business',
      verify_status: 'inactive',
      expire: 1,
      membership: { package_id: 3, package_type: 'yearly', amount: 0, expire_at: '2099-01-01 00:00' },
    });
    expect(reply.statusCode).toBe(200);
    expect(await members.getUser(member)).toEqual({ ...before, first_name: 'Grace', last_name: 'Hopper' });
    expect(await members.membershipsOf(before.id)).toEqual([]);
  });

  it('is refused without a session', async () => {
    const reply = await callApp(t.app, accountSettingsEndpoints.updateUser, {
      body: { first_name: 'A', last_name: 'B' },
    });
    expect(reply.statusCode).toBe(401);
  });
});
