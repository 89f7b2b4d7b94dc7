/**
 * The organiser's own account: names, password and the member setting. Who is asking is always
 * the signed-in caller; an e-mail in a request only has to agree with it. The password calls act
 * on the signed-in login: the owner's, or a team member's own (never the owner's for a member).
 */
import {
  EXIT_APP_SETTING,
  type MemberSettings,
  type saveMemberSettingsBodySchema,
  type User,
} from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import type { z } from 'zod';
import type { SignedInAccount } from '../../platform/auth/authenticate.ts';
import type { Passwords } from '../../platform/auth/passwords.ts';
import { createSecret, hashSecret } from '../../platform/auth/secrets.ts';
import type { RateLimiter, RateLimitRule } from '../../platform/rate-limit/rate-limiter.ts';
import { AppError } from '../../shared/app-error.ts';
import { isoAfter, MINUTE_MS } from '../../shared/clock.ts';
import type { AccountMail } from '../account-mail/index.ts';
import type { AccountRecords, AccountRow } from '../accounts/index.ts';
import type { AccountSettingsRepository } from './account-settings.repository.ts';
import { passwordChangedMail } from './password-changed-mail.ts';

/** Long enough to type a new password twice, short enough that a forgotten tab's check lapses. */
export const PASSWORD_PROOF_TTL_MS = 10 * MINUTE_MS;

/**
 * Wrong old passwords per account. A stolen session could otherwise guess the password it
 * lacks at full speed; a right one clears the count, as a good sign-in does.
 */
export const OLD_PASSWORD_ATTEMPTS: RateLimitRule = {
  name: 'old-password-account',
  limit: 5,
  windowMs: 15 * MINUTE_MS,
  ifStoreUnreachable: 'fail-closed',
};

type Caller = Pick<SignedInAccount, 'user' | 'tokenId' | 'member'>;

/** The login that signed in: a member's own, or the owner's. Its password is the one changed. */
type Login = { id: number; email: string; firstName: string; tokenId: number };

const loginOf = ({ user, member, tokenId }: Caller): Login =>
  member
    ? { id: member.userId, email: member.email, firstName: member.firstName, tokenId }
    : { id: user.id, email: user.email, firstName: user.first_name, tokenId };

/** The code that names a session's own password check: the hash of its token's row id. */
const sessionCode = (login: Login) => hashSecret(`session:${login.tokenId}`);
type SavedSettings = z.output<typeof saveMemberSettingsBodySchema>;

type Dependencies = {
  accounts: AccountRecords;
  repository: AccountSettingsRepository;
  describe: (row: AccountRow) => Promise<User>;
  accountMail: AccountMail;
  rateLimiter: RateLimiter;
  passwords: Passwords;
  appUrl: string;
};

export type AccountSettingsService = ReturnType<typeof createAccountSettingsService>;

export function createAccountSettingsService(deps: Dependencies) {
  const { accounts, repository, rateLimiter, passwords } = deps;

  function requireOwnEmail(owner: { email: string }, email: string | undefined, field: string, text: string) {
    if (email !== undefined && email !== owner.email) throw AppError.validation(field, text);
  }

  /** Throws the field's message for a wrong old password; counts the failures per login. */
  async function requireOldPassword(login: Login, oldPassword: string): Promise<void> {
    const subject = String(login.id);
    await rateLimiter.consume(OLD_PASSWORD_ATTEMPTS, subject);
    const row = await accounts.findUserById(login.id);
    if (!row || !(await passwords.verify(row.password_hash, oldPassword))) {
      throw AppError.validation('old_password', MESSAGES.oldPasswordWrong);
    }
    await rateLimiter.reset(OLD_PASSWORD_ATTEMPTS, subject);
  }

  /** Sets the login's password, ends its other sessions and tells its address. */
  async function setPassword(login: Login, password: string): Promise<void> {
    await accounts.updateUser(login.id, { password_hash: await passwords.hash(password) });
    await accounts.revokeAllTokens(login.id, login.tokenId);
    const mail = passwordChangedMail(login.email, login.firstName, `${deps.appUrl}/forgot`);
    await deps.accountMail.send(login.id, mail);
  }

  /** The PIN itself never leaves the server; only whether one is set. */
  async function memberSettings(userId: number): Promise<MemberSettings> {
    const row = await repository.findMemberSettings(userId);
    return {
      name: EXIT_APP_SETTING,
      active_status: row?.active_status === 1 ? 1 : 0,
      password: '',
      has_pin: Boolean(row?.pin_hash),
    };
  }

  return {
    async updateNames(caller: Caller, body: { first_name: string; last_name: string; email?: string }) {
      requireOwnEmail(caller.user, body.email, 'email', MESSAGES.emailNotEditable);
      await accounts.updateUser(caller.user.id, { first_name: body.first_name, last_name: body.last_name });
      const user = await deps.describe({ ...caller.user, first_name: body.first_name, last_name: body.last_name });
      return { message: MESSAGES.profileUpdated, user };
    },

    /** A right old password earns a one-time proof for /update-password; earlier proofs lapse. */
    async checkPassword(caller: Caller, body: { old_password: string; email?: string }) {
      const login = loginOf(caller);
      requireOwnEmail(login, body.email, 'old_password', MESSAGES.oldPasswordWrong);
      await requireOldPassword(login, body.old_password);
      const proof = createSecret();
      const expiresAt = isoAfter(PASSWORD_PROOF_TTL_MS);
      await accounts.replaceOneTimeCode(login.id, 'change_password', hashSecret(proof), expiresAt);
      await accounts.bindPasswordCheck(login.id, sessionCode(login), expiresAt);
      return {
        status: 'success' as const,
        message: MESSAGES.oldPasswordChecked,
        proof,
        proof_expires_at: expiresAt,
      };
    },

    /** With the check's proof, or without one on the session that made the check. */
    async updatePassword(caller: Caller, body: { new_password: string; email?: string; proof?: string | undefined }) {
      const login = loginOf(caller);
      requireOwnEmail(login, body.email, 'proof', MESSAGES.passwordCheckExpired);
      const checked =
        body.proof === undefined
          ? await accounts.consumePasswordCheck(login.id, 'change_password_session', sessionCode(login))
          : await accounts.consumePasswordCheck(login.id, 'change_password', hashSecret(body.proof));
      if (!checked) {
        throw AppError.validation('proof', MESSAGES.passwordCheckExpired);
      }
      await setPassword(login, body.new_password);
      return { status: 'success' as const, message: MESSAGES.passwordUpdated };
    },

    async changePassword(caller: Caller, body: { old_password: string; password: string }) {
      const login = loginOf(caller);
      await requireOldPassword(login, body.old_password);
      await setPassword(login, body.password);
      return { message: MESSAGES.passwordUpdated };
    },

    memberSettings,

    /** A PIN is hashed like a password; turning the switch on needs one, sent now or set before. */
    async saveMemberSettings(userId: number, body: SavedSettings) {
      const stored = await repository.findMemberSettings(userId);
      if (body.active_status && !body.password && !stored?.pin_hash) {
        throw AppError.validation('password', MESSAGES.adminPasswordDigits);
      }
      await repository.saveMemberSettings(userId, {
        name: body.name,
        active_status: body.active_status ? 1 : 0,
        ...(body.password ? { pin_hash: await passwords.hash(body.password) } : {}),
      });
      return { message: MESSAGES.memberSettingsSaved, memberSettings: await memberSettings(userId) };
    },
  };
}
