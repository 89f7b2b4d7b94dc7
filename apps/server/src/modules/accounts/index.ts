/**
 * Accounts: registration, e-mail verification, sign-in and password resets. Other modules use
 * the account as the app describes it (with its membership), the sign-in check's look-up of a
 * session token, and the account rows the account settings change.
 */

import type { PlatformServices } from '../../platform/platform-services.ts';
import type { RateLimitRule } from '../../platform/rate-limit/rate-limiter.ts';
import type { AccountMail } from '../account-mail/index.ts';
import { type AccountsRepository, createAccountsRepository } from './accounts.repository.ts';
import { accountEndpoints } from './accounts.routes.ts';
import { type AccountsService, createAccountsService } from './accounts.service.ts';
import { createPasswordChecksRepository, type PasswordChecks } from './password-checks.repository.ts';
import { RATE_LIMITS } from './rate-limits.ts';
import type { MembershipOf } from './user-reply.ts';

export type { AccountRow, AccountsTables } from './accounts.tables.ts';
export { markTrialStarted } from './trial-start.repository.ts';

/** What the account settings read and change of an account, its old-password checks too. */
export type AccountRecords = Pick<
  AccountsRepository,
  'findUserById' | 'findUserByEmail' | 'updateUser' | 'replaceOneTimeCode' | 'revokeAllTokens'
> &
  PasswordChecks;

/** What the team needs of logins: signing in with one, or making one from an invitation. */
export type AccountsLogins = Pick<AccountsService, 'login' | 'createInvitedLogin'>;

type Dependencies = Pick<PlatformServices, 'db' | 'rateLimiter' | 'passwords' | 'appUrl'> & {
  membershipOf: MembershipOf;
  accountMail: AccountMail;
};

/** The module's rate-limit rules at their production values (production-costs.test.ts pins them). */
export const RATE_LIMIT_RULES: readonly RateLimitRule[] = Object.values(RATE_LIMITS);

export function accountsModule({ db, ...services }: Dependencies) {
  const repository = createAccountsRepository(db);
  const service = createAccountsService({ repository, ...services });
  const records: AccountRecords = { ...repository, ...createPasswordChecksRepository(db) };
  return {
    endpoints: accountEndpoints(service),
    /** The account and session behind a token's hash, for the organiser calls' sign-in check. */
    findUserByLiveToken: repository.findUserByLiveToken,
    describe: service.describe,
    describeById: service.describeById,
    records,
    logins: { login: service.login, createInvitedLogin: service.createInvitedLogin } satisfies AccountsLogins,
  };
}
