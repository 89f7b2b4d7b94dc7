/** /api/v1 package calls: GET /package-type (the catalogue) and POST member-ship (choose or pay). */
import {
  membershipBodySchema,
  membershipReplySchema,
  packageTypeReplySchema,
  paymentDeclinedReplySchema,
  validationErrorReplySchema,
} from '@boothdeck/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInAccount } from '../../platform/auth/authenticate.ts';
import { idempotencyHeadersSchema } from '../../platform/payments/idempotency-key.ts';
import { catalogueReply } from './catalogue.ts';
import type { MembershipService } from './membership.service.ts';
import type { PackagesRepository } from './packages.repository.ts';

const tags = ['packages'];
const security = [{ bearer: [] }];

type Options = { repository: PackagesRepository; membership: MembershipService };

export const packagesRoutes: FastifyPluginAsyncZod<Options> = async (app, { repository, membership }) => {
  app.get(
    '/package-type',
    { onRequest: app.authenticate, schema: { tags, security, response: { 200: packageTypeReplySchema } } },
    async () => {
      const [values, packages] = await Promise.all([repository.catalogueValues(), repository.activePackages()]);
      return catalogueReply(values, packages);
    },
  );

  app.post(
    '/member-ship',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        headers: idempotencyHeadersSchema,
        body: membershipBodySchema,
        response: { 200: membershipReplySchema, 402: paymentDeclinedReplySchema, 422: validationErrorReplySchema },
      },
    },
    (request) => membership.choose(signedInAccount(request).user, request.body, request.headers['idempotency-key']),
  );
};
