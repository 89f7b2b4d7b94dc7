/**
 * The gallery's signed download addresses: one for an item's original, one for the archive of
 * one kind of one event. Each signature names its route and exactly what it serves, so a link
 * for one item, event or kind is refused on any other.
 */
import {
  galleryEndpoints as calls,
  type DownloadKind,
  type DownloadLinkReply,
  endpointPath,
} from '@boothdeck/contract';
import type { LinkInQuery, LinkSigner, SignedGrant } from '../../platform/signed-links/signed-links.ts';
import { API_PREFIX } from '../../plugins/endpoints.ts';
import { AppError } from '../../shared/app-error.ts';

export const DOWNLOAD_LINK_MESSAGES = {
  expired: 'This download link has expired. Start the download again from the gallery.',
  invalid: 'This download link is not valid.',
} as const;

export type DownloadLinks = ReturnType<typeof createDownloadLinks>;

const itemGrant = (mediaId: number): SignedGrant => ({ path: calls.downloadOne.path, subject: `media:${mediaId}` });
const kindGrant = (eventUuid: string, kind: DownloadKind): SignedGrant => ({
  path: calls.downloadAll.path,
  subject: `event:${eventUuid}:${kind}`,
});

export function createDownloadLinks(signer: LinkSigner) {
  const linkTo = async (grant: SignedGrant, address: string, query: Record<string, string>) => {
    const { expires, signature, expiresAt } = await signer.sign(grant);
    const search = new URLSearchParams({ ...query, expires: String(expires), signature });
    return { url: `${API_PREFIX}/${address}?${search}`, expires_at: expiresAt.toISOString() };
  };
  const requireValid = async (grant: SignedGrant, link: LinkInQuery) => {
    const check = await signer.check(grant, link);
    if (check !== 'valid') throw new AppError('forbidden', DOWNLOAD_LINK_MESSAGES[check]);
  };

  return {
    forItem(mediaId: number): Promise<DownloadLinkReply> {
      return linkTo(itemGrant(mediaId), endpointPath(calls.downloadOne, { mediaId }), {});
    },

    forKind(eventUuid: string, kind: DownloadKind): Promise<DownloadLinkReply> {
      return linkTo(kindGrant(eventUuid, kind), endpointPath(calls.downloadAll), { type: kind, event_id: eventUuid });
    },

    /** 403 unless the link was signed for this item and has not expired. */
    checkItem(mediaId: number, link: LinkInQuery): Promise<void> {
      return requireValid(itemGrant(mediaId), link);
    },

    /** 403 unless the link was signed for this event and kind and has not expired. */
    checkKind(eventUuid: string, kind: DownloadKind, link: LinkInQuery): Promise<void> {
      return requireValid(kindGrant(eventUuid, kind), link);
    },
  };
}
