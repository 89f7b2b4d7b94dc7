/**
 * What opens a download: the signed link a browser window carries in its query, or, for an API
 * client, the organiser's bearer token. A request with any part of a signature is judged by the
 * link alone (half a signature is a link that is not valid); one with none must be signed in.
 */
import { type Role, TEAM_MESSAGES } from '@boothdeck/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../shared/app-error.ts';
import { signedInAccount } from '../auth/authenticate.ts';
import type { LinkInQuery } from './signed-links.ts';

export type DownloadPass = { link: LinkInQuery } | { userId: number };

/** The query of a call that can be opened either way. */
export type OptionalLinkQuery = { expires?: number | undefined; signature?: string | undefined };

/** `roles`: who may open it with a bearer token (the definition's `roles`); others get 403. */
export async function downloadPassOf(
  request: FastifyRequest,
  query: OptionalLinkQuery,
  roles: readonly Role[],
): Promise<DownloadPass> {
  if (query.expires !== undefined || query.signature !== undefined) {
    return { link: { expires: query.expires ?? 0, signature: query.signature ?? '' } };
  }
  await request.server.authenticate(request);
  const { user, member } = signedInAccount(request);
  if (!roles.includes(member?.role ?? 'owner')) throw new AppError('forbidden', TEAM_MESSAGES.forbidden);
  return { userId: user.id };
}
