/**
 * Bearer-token sign-in check, registered as `app.authenticate` for every module's routes.
 * Sets `request.account` to the signed-in user and the token's id.
 */
import { MESSAGES } from '@boothdeck/contract/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AccountRow } from '../../db/schema.ts';
import { AppError } from '../../shared/app-error.ts';
import { hashSecret } from './secrets.ts';

export type SignedInAccount = { user: AccountRow; tokenId: number };

declare module 'fastify' {
  interface FastifyRequest {
    account: SignedInAccount | null;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** The token of an `Authorization: Bearer …` header, if the request has one. */
export const bearerToken = (request: FastifyRequest): string | undefined =>
  BEARER.exec(request.headers.authorization ?? '')?.[1];

/** The signed-in account of a request that passed `app.authenticate`. */
export function signedInAccount(request: FastifyRequest): SignedInAccount {
  if (!request.account) throw new AppError('unauthenticated', MESSAGES.unauthenticated);
  return request.account;
}

/** Finds the account behind a live (unrevoked, unexpired) token by the token's hash. */
export type FindUserByTokenHash = (tokenHash: string) => Promise<(AccountRow & { token_id: number }) | undefined>;

export const authenticatePlugin = fp(
  async (app: FastifyInstance, options: { findUserByTokenHash: FindUserByTokenHash }) => {
    app.decorateRequest('account', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      const found = token ? await options.findUserByTokenHash(hashSecret(token)) : undefined;
      if (found?.verify_status !== 'active') throw new AppError('unauthenticated', MESSAGES.unauthenticated);
      request.account = { user: found, tokenId: found.token_id };
    });
  },
);
