/**
 * Addresses of gallery files. No gallery file is served at /media/: a gallery may be protected
 * by a password, and /media/ cannot tell whose a file is. They are served by
 * `GET /api/v1/social-gallery-file/:mediaId/:kind`, which serves an unprotected gallery's
 * files to anyone and a protected one's only with the visitor's access grant or a signature.
 *
 * - Guests get plain addresses: their browser sends the grant cookie with each request.
 * - The organiser's pages and the booth get signed addresses, since an <img> cannot carry a
 *   bearer token. Expiries are rounded up to the hour, so an address stays the same for an
 *   hour and the browser's cache keeps working.
 */
import { endpointPath, publicGalleryEndpoints } from '@boothdeck/contract';
import type { ServerSecretsRepository } from '../../platform/signed-links/server-secrets.repository.ts';
import { createLinkSigner, type LinkSigner, type SignedGrant } from '../../platform/signed-links/signed-links.ts';
import { API_PREFIX } from '../../plugins/endpoints.ts';
import { HOUR_MS } from '../../shared/clock.ts';
import type { FileAddress, GalleryFileKind, GalleryItemRow } from './gallery-item.ts';

/** How long a signed file address is valid at least; the hour it is rounded up to comes on top. */
export const FILE_LINK_LIFETIME_MS = 3 * HOUR_MS;
export const FILE_LINK_STEP_MS = HOUR_MS;

export type GalleryFileLinks = ReturnType<typeof createGalleryFileLinks>;

export const fileGrant = (mediaId: number, kind: GalleryFileKind): SignedGrant => ({
  path: publicGalleryEndpoints.file.path,
  subject: `file:${mediaId}:${kind}`,
});

/** The plain address of one file; whether it is served depends on the gallery and the visitor. */
export const plainFileAddress: FileAddress = (row: Pick<GalleryItemRow, 'id'>, kind) =>
  `${API_PREFIX}/${endpointPath(publicGalleryEndpoints.file, { mediaId: row.id, kind })}`;

export function createGalleryFileLinks(signer: LinkSigner) {
  return {
    /** A function making signed addresses, for one reply's items. */
    async signedAddresses(): Promise<FileAddress> {
      const sign = await signer.signing();
      return (row, kind) => {
        const { expires, signature } = sign(fileGrant(row.id, kind));
        return `${plainFileAddress(row, kind)}?${new URLSearchParams({ expires: String(expires), signature })}`;
      };
    },

    /** True when the query carries a valid, unexpired signature for this file. */
    async isSigned(mediaId: number, kind: GalleryFileKind, query: { expires?: number; signature?: string }) {
      if (query.expires === undefined || query.signature === undefined) return false;
      const check = await signer.check(fileGrant(mediaId, kind), {
        expires: query.expires,
        signature: query.signature,
      });
      return check === 'valid';
    },
  };
}

/** The file links signed with the server's link key (named `keyName` in `server_secrets`). */
export const galleryFileLinksOf = (secrets: Pick<ServerSecretsRepository, 'getOrCreate'>, keyName: string) =>
  createGalleryFileLinks(
    createLinkSigner({ secrets, keyName, lifetimeMs: FILE_LINK_LIFETIME_MS, stepMs: FILE_LINK_STEP_MS }),
  );
