/** Account rules: sign-up, e-mail verification, sign-in and out, forgotten passwords. */
import type {
  ForgotPasswordBody,
  LoginReply,
  ResetPasswordBody,
  registerBodySchema,
  User,
  VerifyEmailReply,
} from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import type { z } from 'zod';
import type { Passwords } from '../../platform/auth/passwords.ts';
import { createSecret, hashSecret } from '../../platform/auth/secrets.ts';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter.ts';
import { AppError } from '../../shared/app-error.ts';
import { DAY_MS, HOUR_MS, isoAfter, nowIso } from '../../shared/clock.ts';
import type { AccountMail } from '../account-mail/index.ts';
import { passwordResetMail, signUpAttemptMail, verificationMail } from './account-mails.ts';
import type { AccountsRepository } from './accounts.repository.ts';
import type { AccountRow, UserRow } from './accounts.tables.ts';
import { accountAtAddress, RATE_LIMITS } from './rate-limits.ts';
import { type MembershipOf, userRowToUser } from './user-reply.ts';

const SESSION_TTL_MS = DAY_MS;
const REMEMBERED_SESSION_TTL_MS = 30 * DAY_MS;
const VERIFICATION_TTL_MS = DAY_MS;
const RESET_TTL_MS = HOUR_MS;

type RegisterInput = z.output<typeof registerBodySchema>;
type NewAccount = Omit<UserRow, 'id' | 'trial_started_at'>;

function newAccountFrom(body: RegisterInput, passwordHash: string): NewAccount {
  const isBusiness = body.user_type === 'business';
  const now = nowIso();
  return {
    user_type: body.user_type,
    first_name: body.first_name,
    last_name: body.last_name,
    email: body.email,
    password_hash: passwordHash,
    business_category: isBusiness ? (body.business_category ?? null) : null,
    business_category_other:
      isBusiness && body.business_category === 'other' ? (body.business_category_other ?? null) : null,
    company_name: isBusiness ? (body.company_name ?? null) : null,
    check_promotion: body.check_promotion ? 1 : 0,
    verify_status: 'inactive',
    email_verified_at: null,
    created_at: now,
    updated_at: now,
  };
}

type Dependencies = {
  repository: AccountsRepository;
  accountMail: AccountMail;
  rateLimiter: RateLimiter;
  passwords: Passwords;
  appUrl: string;
  membershipOf: MembershipOf;
};

export type AccountsService = ReturnType<typeof createAccountsService>;

const VERIFICATION_MAIL = 'verification';
const PASSWORD_RESET_MAIL = 'password-reset';

export function createAccountsService({
  repository,
  accountMail,
  rateLimiter,
  passwords,
  appUrl,
  membershipOf,
}: Dependencies) {
  async function describe(row: AccountRow): Promise<User> {
    return userRowToUser(row, await membershipOf(row.id));
  }

  async function issueSessionToken(userId: number, remember: boolean): Promise<string> {
    const token = createSecret();
    const ttl = remember ? REMEMBERED_SESSION_TTL_MS : SESSION_TTL_MS;
    await repository.insertAccessToken(userId, hashSecret(token), isoAfter(ttl));
    return token;
  }

  // The links are made when the mail is sent: the outbox never holds a usable code.
  accountMail.register(VERIFICATION_MAIL, async (userId) => {
    const user = await repository.findUserById(userId);
    if (!user || user.verify_status === 'active') return undefined;
    const code = createSecret();
    await repository.replaceOneTimeCode(user.id, 'verify_email', hashSecret(code), isoAfter(VERIFICATION_TTL_MS));
    return verificationMail(user.email, user.first_name, `${appUrl}/verify-email/${code}`);
  });
  accountMail.register(PASSWORD_RESET_MAIL, async (userId) => {
    const user = await repository.findUserById(userId);
    if (!user) return undefined;
    const token = createSecret();
    await repository.replaceOneTimeCode(user.id, 'reset_password', hashSecret(token), isoAfter(RESET_TTL_MS));
    return passwordResetMail(user.email, user.first_name, `${appUrl}/reset/${token}`);
  });

  const sendVerification = (user: { id: number }) => accountMail.sendComposed(user.id, VERIFICATION_MAIL);

  /** The reply a new account would get, with an id used up for it; the owner hears of the attempt. */
  async function answerForTakenAddress(attempt: NewAccount): Promise<User> {
    const owner = await repository.findUserByEmail(attempt.email);
    if (owner) {
      await accountMail.send(owner.id, signUpAttemptMail(owner.email, owner.first_name, `${appUrl}/`));
    }
    const id = await repository.reserveUserId({ ...attempt, email: `reserved-${createSecret()}@invalid` });
    return describe({ ...attempt, id, trial_started_at: null });
  }

  return {
    /** The API's User object for an account, with its current membership. */
    describe,

    async describeById(userId: number): Promise<User> {
      const row = await repository.findUserById(userId);
      if (!row) throw new AppError('not_found', MESSAGES.notFound);
      return describe(row);
    },

    /**
     * Answers alike whether or not the address already has an account, so sign-up cannot be used
     * to find out who has one: same reply, same work (the password is hashed either way). The
     * owner of a taken address is told by mail that someone tried, instead of getting a link.
     */
    async register(body: RegisterInput, address: string): Promise<User> {
      await rateLimiter.consume(RATE_LIMITS.registerPerAddress, address);
      await rateLimiter.consume(RATE_LIMITS.registerPerEmail, body.email);
      const account = newAccountFrom(body, await passwords.hash(body.password));
      const row = await repository.insertUserUnlessEmailTaken(account);
      if (!row) return answerForTakenAddress(account);
      await sendVerification(row);
      return describe(row);
    },

    async login(email: string, password: string, remember: boolean, address: string): Promise<LoginReply> {
      const attempt = accountAtAddress(email, address);
      await rateLimiter.consume(RATE_LIMITS.loginPerAddress, address);
      await rateLimiter.consume(RATE_LIMITS.loginPerAccountAndAddress, attempt);
      const isKnownAddress = (await rateLimiter.count(RATE_LIMITS.loginKnownAddress, attempt)) > 0;
      // Counted before the check, so the cap answers alike whether the password is right.
      const accountAttempt = isKnownAddress ? undefined : await rateLimiter.consume(RATE_LIMITS.loginPerAccount, email);
      const row = await repository.findUserByEmail(email);
      const isValid = row
        ? await passwords.verify(row.password_hash, password)
        : await passwords.verifyAgainstDummy(password);
      if (!row || !isValid) throw AppError.validation('email', MESSAGES.invalidCredentials);
      await rateLimiter.reset(RATE_LIMITS.loginPerAccountAndAddress, attempt);
      await accountAttempt?.refund();
      if (!isKnownAddress) await rateLimiter.consume(RATE_LIMITS.loginKnownAddress, attempt);
      if (row.verify_status !== 'active') return { token: null, user: await describe(row) };
      return { token: await issueSessionToken(row.id, remember), user: await describe(row) };
    },

    async verifyEmail(code: string, address: string): Promise<VerifyEmailReply> {
      await rateLimiter.consume(RATE_LIMITS.verifyPerAddress, address);
      const codeHash = hashSecret(code);
      const ownerId = await repository.findOneTimeCodeOwner('verify_email', codeHash);
      if (ownerId !== undefined) await rateLimiter.consume(RATE_LIMITS.verifyPerAccount, String(ownerId));
      const userId = await repository.consumeOneTimeCode('verify_email', codeHash);
      const row = userId === undefined ? undefined : await repository.findUserById(userId);
      if (!row) throw AppError.validation('email_verified_code', MESSAGES.verificationInvalid);
      await repository.updateUser(row.id, { verify_status: 'active', email_verified_at: nowIso() });
      const token = await issueSessionToken(row.id, false);
      return { verify: await describe({ ...row, verify_status: 'active' }), token };
    },

    /**
     * Answers the same for an unknown id/e-mail pair, an unverified account and a verified one
     * (which gets no mail: signing in is all it needs), so the answer tells no account apart.
     */
    async resendVerification(id: number, email: string, address: string): Promise<string> {
      await rateLimiter.consume(RATE_LIMITS.resendPerAddress, address);
      await rateLimiter.consume(RATE_LIMITS.resendPerAccount, String(id));
      const row = await repository.findUserById(id);
      if (!row || row.email !== email || row.verify_status === 'active') return MESSAGES.verificationSent;
      await sendVerification(row);
      return MESSAGES.verificationSent;
    },

    /** Answers the same whether or not the e-mail belongs to an account. */
    async forgotPassword({ email }: ForgotPasswordBody, address: string): Promise<string> {
      await rateLimiter.consume(RATE_LIMITS.forgotPerAddress, address);
      await rateLimiter.consume(RATE_LIMITS.forgotPerAccount, email);
      const row = await repository.findUserByEmail(email);
      if (!row) return MESSAGES.forgotSent;
      await accountMail.sendComposed(row.id, PASSWORD_RESET_MAIL);
      return MESSAGES.forgotSent;
    },

    /** Sets the new password and signs the account out everywhere. */
    async resetPassword({ token, password }: ResetPasswordBody): Promise<string> {
      const userId = await repository.consumeOneTimeCode('reset_password', hashSecret(token));
      if (userId === undefined) throw AppError.validation('token', MESSAGES.resetInvalid);
      await repository.updateUser(userId, { password_hash: await passwords.hash(password) });
      await repository.revokeAllTokens(userId);
      // The owner proved the mailbox: strangers' failures no longer hold the new password back.
      const owner = await repository.findUserById(userId);
      if (owner) await rateLimiter.reset(RATE_LIMITS.loginPerAccount, owner.email);
      return MESSAGES.resetDone;
    },

    /**
     * A login made by accepting a team invitation: the link proved the address, so it is active
     * at once and signed in. Undefined when the address already has a login.
     */
    async createInvitedLogin(
      details: { email: string; first_name: string; last_name: string },
      password: string,
    ): Promise<LoginReply | undefined> {
      const now = nowIso();
      const row = await repository.insertUserUnlessEmailTaken({
        ...details,
        user_type: 'individual',
        password_hash: await passwords.hash(password),
        business_category: null,
        business_category_other: null,
        company_name: null,
        check_promotion: 0,
        verify_status: 'active',
        email_verified_at: now,
        created_at: now,
        updated_at: now,
      });
      if (!row) return undefined;
      return { token: await issueSessionToken(row.id, false), user: await describe(row) };
    },

    async logout(tokenId: number): Promise<void> {
      await repository.revokeToken(tokenId);
    },
  };
}
