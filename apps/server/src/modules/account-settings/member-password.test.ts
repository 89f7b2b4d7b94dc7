/** A team member changes the password of their own login, never the owner's, and their other sessions end. */
import { accountEndpoints, accountSettingsEndpoints, TEAM_MESSAGES } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD } from '../../test/accounts-client.ts';
import { callApp, errorOf, replyOf } from '../../test/call-app.ts';
import { eventsClient } from '../../test/events-client.ts';
import { readOutbox } from '../../test/outbox.ts';
import type { SignedIn } from '../../test/packages-client.ts';
import { MEMBER_PASSWORD, teamClientOf } from '../../test/team-client.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';

const NEW_PASSWORD = 'member-new-pass';

describe.each(TEST_DIALECTS)("a member's own password on %s", (dialect) => {
  let t: TestApp;
  let owner: SignedIn;
  let eventId: number;
  const team = teamClientOf(() => t);
  const login = (email: string, password: string) =>
    callApp(t.app, accountEndpoints.login, { body: { email, password } });
  const userOf = (token: string) => callApp(t.app, accountEndpoints.user, { token });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const events = eventsClient(t.app, t.config.dataDir, t.config.appUrl);
    owner = await events.organiser();
    eventId = await events.createDraft(owner);
  });
  afterAll(() => t.close());

  it("changes the operator's own password and ends its other sessions; the owner's stays as it was", async () => {
    const operator = await team.join(owner, 'operator');
    const other = replyOf(await login(operator.user.email, MEMBER_PASSWORD)).token as string;

    const changed = await callApp(t.app, accountSettingsEndpoints.passwordChange, {
      token: operator.token,
      body: { old_password: MEMBER_PASSWORD, password: NEW_PASSWORD, confirmation: NEW_PASSWORD },
    });
    expect(replyOf(changed)).toEqual({ message: MESSAGES.passwordUpdated });

    expect((await userOf(other)).statusCode).toBe(401);
    expect(replyOf(await userOf(operator.token)).member?.email).toBe(operator.user.email);
    expect((await login(operator.user.email, MEMBER_PASSWORD)).statusCode).toBe(422);
    expect((await login(operator.user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(owner.user.email, PASSWORD)).statusCode).toBe(200);
    expect((await userOf(owner.token)).statusCode).toBe(200);
    const mails = await readOutbox(t.app, t.config.dataDir);
    expect(mails.some((mail) => mail.to.includes(operator.user.email))).toBe(true);
  });

  it("lets a client change theirs in two steps, bound to the member's own address", async () => {
    const client = await team.join(owner, 'client', [eventId]);
    const wrongAddress = await callApp(t.app, accountSettingsEndpoints.checkPassword, {
      token: client.token,
      body: { old_password: MEMBER_PASSWORD, email: owner.user.email },
    });
    expect(errorOf(wrongAddress, 422).errors).toEqual({ old_password: [MESSAGES.oldPasswordWrong] });
    const checked = await callApp(t.app, accountSettingsEndpoints.checkPassword, {
      token: client.token,
      body: { old_password: MEMBER_PASSWORD, email: client.user.email },
    });
    const updated = await callApp(t.app, accountSettingsEndpoints.updatePassword, {
      token: client.token,
      body: { new_password: NEW_PASSWORD, proof: replyOf(checked).proof },
    });
    expect(replyOf(updated).message).toBe(MESSAGES.passwordUpdated);
    expect((await login(client.user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("refuses the owner's password as a member's old one, and the owner's profile to a member", async () => {
    const admin = await team.join(owner, 'admin');
    const withOwners = await callApp(t.app, accountSettingsEndpoints.passwordChange, {
      token: admin.token,
      body: { old_password: PASSWORD, password: NEW_PASSWORD, confirmation: NEW_PASSWORD },
    });
    expect(errorOf(withOwners, 422).errors).toEqual({ old_password: [MESSAGES.oldPasswordWrong] });
    const profile = await callApp(t.app, accountSettingsEndpoints.updateUser, {
      token: admin.token,
      body: { first_name: 'Not', last_name: 'Mine' },
    });
    expect(errorOf(profile, 403).message).toBe(TEAM_MESSAGES.forbidden);
    expect((await login(owner.user.email, PASSWORD)).statusCode).toBe(200);
  });
});
