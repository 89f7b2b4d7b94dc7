/**
 * A guest's key to their own capture. When an event asks for approval first, a capture waits
 * hidden from the public gallery, yet the guest who asked the booth to send it by e-mail or SMS
 * must be able to open it: their message's link carries this key (`?key=`), which opens that one
 * capture's share view and files until it is rejected. It is an HMAC over the capture's id and an
 * expiry, with the server's link key, so it cannot be made for another capture.
 */
import type { LinkSigner, SignedGrant } from '../../platform/signed-links/signed-links.ts';
import { DAY_MS } from '../../shared/clock.ts';

/** How long a guest's message link opens their capture while it waits for approval. */
export const OWN_CAPTURE_KEY_LIFETIME_MS = 30 * DAY_MS;

const ownGrant = (mediaId: number): SignedGrant => ({ path: '/social/gallery/view', subject: `own:${mediaId}` });

export type OwnCaptureKeys = ReturnType<typeof createOwnCaptureKeys>;

export function createOwnCaptureKeys(signer: LinkSigner) {
  return {
    /** `<expiry>.<signature>`, for the query of the guest's link. */
    async keyOf(mediaId: number): Promise<string> {
      const { expires, signature } = await signer.sign(ownGrant(mediaId));
      return `${expires}.${signature}`;
    },

    async opens(mediaId: number, key: string | undefined): Promise<boolean> {
      const [expires, signature] = key?.split('.') ?? [];
      if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return false;
      return (await signer.check(ownGrant(mediaId), { expires: Number(expires), signature })) === 'valid';
    },
  };
}
