/** /api/v1 account calls: register, login, email/verify, email/resend, forgot, reset, user, logout. */
import { accountEndpoints as calls } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { type HandledEndpoint, handle } from '../../plugins/endpoints.ts';
import type { AccountsService } from './accounts.service.ts';

// The client's address keys the rate limits of the calls anyone may make.
export const accountEndpoints = (service: AccountsService): HandledEndpoint[] => [
  handle(calls.register, async ({ body, request }) => ({
    user: await service.register(body, request.ip),
    access_token: null,
  })),
  handle(calls.login, ({ body, request }) => service.login(body.email, body.password, body.remember_me, request.ip)),
  handle(calls.verifyEmail, ({ body, request }) => service.verifyEmail(body.email_verified_code, request.ip)),
  handle(calls.resendEmail, async ({ body, request }) => ({
    message: await service.resendVerification(body.id, body.email, request.ip),
  })),
  handle(calls.forgotPassword, async ({ body, request }) => ({
    message: await service.forgotPassword(body, request.ip),
  })),
  handle(calls.resetPassword, async ({ body }) => ({ message: await service.resetPassword(body) })),
  handle(calls.user, async ({ caller: { user, member } }) => ({
    user: await service.describe(user),
    member: member && {
      first_name: member.firstName,
      last_name: member.lastName,
      email: member.email,
      role: member.role,
    },
  })),
  handle(calls.logout, async ({ caller }) => {
    await service.logout(caller.tokenId);
    return { message: MESSAGES.loggedOut };
  }),
];
