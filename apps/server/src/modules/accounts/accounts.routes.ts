/** /api/v1 account calls: register, login, email/verify, email/resend, forgot, reset, user, logout. */
import {
  forgotPasswordBodySchema,
  loginBodySchema,
  loginReplySchema,
  messageReplySchema,
  registerBodySchema,
  registerReplySchema,
  resendEmailBodySchema,
  resetPasswordBodySchema,
  userReplySchema,
  verifyEmailBodySchema,
  verifyEmailReplySchema,
} from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInAccount } from '../../platform/auth/authenticate.ts';
import type { AccountsService } from './accounts.service.ts';

const tags = ['accounts'];

export const accountsRoutes: FastifyPluginAsyncZod<{ service: AccountsService }> = async (app, { service }) => {
  app.post(
    '/register',
    { schema: { tags, body: registerBodySchema, response: { 200: registerReplySchema } } },
    async (request) => ({ user: await service.register(request.body, request.ip), access_token: null }),
  );

  app.post('/login', { schema: { tags, body: loginBodySchema, response: { 200: loginReplySchema } } }, (request) =>
    service.login(request.body.email, request.body.password, request.body.remember_me, request.ip),
  );

  app.post(
    '/email/verify',
    { schema: { tags, body: verifyEmailBodySchema, response: { 200: verifyEmailReplySchema } } },
    (request) => service.verifyEmail(request.body.email_verified_code, request.ip),
  );

  app.post(
    '/email/resend',
    { schema: { tags, body: resendEmailBodySchema, response: { 200: messageReplySchema } } },
    async (request) => ({ message: await service.resendVerification(request.body.id, request.body.email, request.ip) }),
  );

  app.post(
    '/forgot',
    { schema: { tags, body: forgotPasswordBodySchema, response: { 200: messageReplySchema } } },
    async (request) => ({ message: await service.forgotPassword(request.body, request.ip) }),
  );

  app.post(
    '/reset',
    { schema: { tags, body: resetPasswordBodySchema, response: { 200: messageReplySchema } } },
    async (request) => ({ message: await service.resetPassword(request.body) }),
  );

  app.get(
    '/user',
    { onRequest: app.authenticate, schema: { tags, security: [{ bearer: [] }], response: { 200: userReplySchema } } },
    async (request) => ({ user: await service.describe(signedInAccount(request).user) }),
  );

  app.post(
    '/logout',
    {
      onRequest: app.authenticate,
      schema: { tags, security: [{ bearer: [] }], response: { 200: messageReplySchema } },
    },
    async (request) => {
      await service.logout(signedInAccount(request).tokenId);
      return { message: MESSAGES.loggedOut };
    },
  );
};
