/**
 * What opens a download: the signed link a browser window carries in its query, or, for an API
 * client, the organiser's bearer token. A request with any part of a signature is judged by the
 * link alone (half a signature is a link that is not valid); one with none must be signed in.
 */
import type { FastifyRequest } from 'fastify';
import { signedInAccount } from '../auth/authenticate.ts';
import type { LinkInQuery } from './signed-links.ts';

export type DownloadPass = { link: LinkInQuery } | { userId: number };

/** The query of a call that can be opened either way. */
export type OptionalLinkQuery = { expires?: number | undefined; signature?: string | undefined };

export async function downloadPassOf(request: FastifyRequest, query: OptionalLinkQuery): Promise<DownloadPass> {
  if (query.expires !== undefined || query.signature !== undefined) {
    return { link: { expires: query.expires ?? 0, signature: query.signature ?? '' } };
  }
  await request.server.authenticate(request);
  return { userId: signedInAccount(request).user.id };
}
