/**
 * Bearer-token sign-in check, registered as `app.authenticate` for every module's routes.
 * Sets `request.account` to the account the call acts for and the token's id: the signed-in
 * user's own account, or for a team member the owner's account, with the member beside it.
 */

import type { TeamRole } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AccountRow } from '../../db/schema.ts';
import { AppError } from '../../shared/app-error.ts';
import { hashSecret } from './secrets.ts';

/** A team member signed in: who they are, their role and, for a client, the events given to them. */
export type SignedInMember = {
  userId: number;
  role: TeamRole;
  firstName: string;
  lastName: string;
  email: string;
  eventIds: readonly number[];
};

/**
 * `user` is the account the call acts for (its owner's rows, plan and limits); `member` is the
 * signed-in member when it is not the owner, null when it is.
 */
export type SignedInAccount = { user: AccountRow; tokenId: number; member: SignedInMember | null };

/** For a login that is a team member: the owner's account and the member; undefined for an owner. */
export type TeamOf = (user: AccountRow) => Promise<{ owner: AccountRow; member: SignedInMember } | undefined>;

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
  async (app: FastifyInstance, options: { findUserByTokenHash: FindUserByTokenHash; teamOf?: TeamOf }) => {
    app.decorateRequest('account', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      const found = token ? await options.findUserByTokenHash(hashSecret(token)) : undefined;
      if (found?.verify_status !== 'active') throw new AppError('unauthenticated', MESSAGES.unauthenticated);
      const { token_id: tokenId, ...user } = found;
      // Looked up on every call: a removed member or a changed role counts from the next request.
      const team = await options.teamOf?.(user);
      request.account = team
        ? { user: team.owner, tokenId, member: team.member }
        : { user: found, tokenId, member: null };
    });
  },
);
