import { accountSettingsEndpoints, type EndpointDefinition } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppReply, errorOf, replyOf } from '../../test/call-app.ts';
import { membersOf } from '../../test/members.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';
import { accountPages } from './account-settings-client.ts';

describe.each(TEST_DIALECTS)('member settings on %s', (dialect) => {
  let t: TestApp;
  const members = membersOf(() => t);
  const { post, get } = accountPages(() => t);
  const save = (token: string | null, body: Record<string, unknown>) =>
    post(token, accountSettingsEndpoints.saveMemberSettings, { name: 'exit_app', ...body });
  const storedRow = (userId: number) =>
    t.app.platform.database.db
      .selectFrom('member_settings')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('starts off, without a PIN', async () => {
    const member = await members.newMember();
    const reply = await get(member.token, accountSettingsEndpoints.memberSettings);
    expect(replyOf(reply)).toEqual({
      memberSettings: { name: 'exit_app', active_status: 0, password: '', has_pin: false },
    });
  });

  it('saves the switch and a hashed PIN, and never sends the PIN back', async () => {
    const member = await members.newMember();
    const reply = await save(member.token, { active_status: 1, password: '4821' });
    expect(reply.statusCode).toBe(200);
    expect(replyOf(reply)).toEqual({
      message: MESSAGES.memberSettingsSaved,
      memberSettings: { name: 'exit_app', active_status: 1, password: '', has_pin: true },
    });
    expect(replyOf(await get(member.token, accountSettingsEndpoints.memberSettings)).memberSettings).toEqual(
      replyOf(reply).memberSettings,
    );
    const row = await storedRow(member.user.id);
    expect(row?.pin_hash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(row)).not.toContain('4821');
  });

  it('keeps the PIN when saved without one and replaces it when a new one comes', async () => {
    const member = await members.newMember();
    await save(member.token, { active_status: true, password: '1111' });
    const firstHash = (await storedRow(member.user.id))?.pin_hash;
    const off = await save(member.token, { active_status: false, password: '' });
    expect(replyOf(off).memberSettings).toMatchObject({ active_status: 0, has_pin: true });
    expect((await storedRow(member.user.id))?.pin_hash).toBe(firstHash);
    await save(member.token, { active_status: '1', password: '2222' });
    expect((await storedRow(member.user.id))?.pin_hash).not.toBe(firstHash);
  });

  it('takes exactly four digits', async () => {
    const member = await members.newMember();
    for (const password of ['123', '12345', '12a4', ' 1234', '１２３４']) {
      const reply = await save(member.token, { active_status: 1, password });
      expect(reply.statusCode, password).toBe(422);
      expect(errorOf(reply, 422).errors).toEqual({ password: [MESSAGES.adminPasswordDigits] });
    }
    const numeric = await save(member.token, { active_status: 1, password: 1234 });
    expect(numeric.statusCode).toBe(422);
    expect(await storedRow(member.user.id)).toBeUndefined();
  });

  it('will not turn the switch on without any PIN, nor save another setting', async () => {
    const member = await members.newMember();
    const noPin = await save(member.token, { active_status: 1 });
    expect(noPin.statusCode).toBe(422);
    expect(errorOf(noPin, 422).errors).toEqual({ password: [MESSAGES.adminPasswordDigits] });
    const otherName = await save(member.token, { name: 'something_else', active_status: 0 });
    expect(otherName.statusCode).toBe(422);
    expect(await storedRow(member.user.id)).toBeUndefined();
  });

  it('asks for a signed-in member to read or save the settings', async () => {
    const replies: AppReply<EndpointDefinition>[] = [
      await get(null, accountSettingsEndpoints.memberSettings),
      await save(null, { active_status: 1, password: '4821' }),
    ];
    for (const reply of replies) {
      expect(reply.statusCode).toBe(401);
      expect(errorOf(reply, 401)).toEqual({ message: MESSAGES.unauthenticated });
    }
  });

  it('shows each member only their own settings', async () => {
    const first = await members.newMember();
    const second = await members.newMember();
    await save(first.token, { active_status: 1, password: '9876' });
    expect(replyOf(await get(second.token, accountSettingsEndpoints.memberSettings)).memberSettings).toMatchObject({
      active_status: 0,
      has_pin: false,
    });
  });
});
