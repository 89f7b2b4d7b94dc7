/**
 * A guest's own captures. Two proofs that a capture is a guest's, both HMACs with the server's
 * link key, so neither can be made for another capture:
 *
 * - **The key** of the link the guest was sent (`?key=`): the booth's e-mail or SMS, and the
 *   booth's QR code once the capture is in. It opens that one capture's share view and files,
 *   while it waits for approval, and in a gallery where each guest sees only their own captures
 *   (or none).
 * - **The cookie** `gallery_own_<event id>` (HttpOnly, SameSite=Strict, on `/api/v1/`) that
 *   lists the captures this browser opened by their key at that event, signed over the event's
 *   uuid and the list: a gallery where each guest sees their own lists exactly these. Nothing
 *   else adds to it, so a guest cannot list another guest's capture.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LinkSigner, SignedGrant } from '../../platform/signed-links/signed-links.ts';
import { DAY_MS } from '../../shared/clock.ts';
import { COOKIE_PATH, cookieOf } from './gallery-access.ts';

/** How long a guest's message link opens their capture, and how long a browser keeps its list of own captures. */
export const OWN_CAPTURE_KEY_LIFETIME_MS = 30 * DAY_MS;

/** The most captures one browser's list keeps at one event: the newest opened. */
export const OWN_CAPTURES_KEPT = 50;

/** A key (`<expiry>.<signature>`) signed for `grant`. */
export async function signedKey(signer: LinkSigner, grant: SignedGrant) {
  const { expires, signature, expiresAt } = await signer.sign(grant);
  return { key: `${expires}.${signature}`, expiresAt };
}

/** Whether `key` was signed for `grant` and has not expired. */
export async function keyOpens(signer: LinkSigner, grant: SignedGrant, key: string | undefined): Promise<boolean> {
  const [expires, signature] = key?.split('.') ?? [];
  if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return false;
  return (await signer.check(grant, { expires: Number(expires), signature })) === 'valid';
}

const ownGrant = (mediaId: number): SignedGrant => ({ path: '/social/gallery/view', subject: `own:${mediaId}` });
const listGrant = (eventUuid: string, ids: readonly number[]): SignedGrant => ({
  path: 'gallery-own-captures',
  subject: `event:${eventUuid}:${ids.join('-')}`,
});
const cookieName = (eventId: number) => `gallery_own_${eventId}`;

type OwnEvent = { id: number; uuid: string };

export type OwnCaptureKeys = ReturnType<typeof createOwnCaptureKeys>;

export function createOwnCaptureKeys(signer: LinkSigner) {
  return {
    /** `<expiry>.<signature>`, for the query of the guest's link. */
    keyOf: async (mediaId: number): Promise<string> => (await signedKey(signer, ownGrant(mediaId))).key,

    opens: (mediaId: number, key: string | undefined): Promise<boolean> => keyOpens(signer, ownGrant(mediaId), key),

    /** The captures this browser opened as its own at the event: none without a valid cookie. */
    async listedIn(request: FastifyRequest, event: OwnEvent): Promise<number[]> {
      const match = cookieOf(request, cookieName(event.id))?.match(
        /^(\d{1,12}(?:-\d{1,12}){0,99})\.(\d{1,12})\.([\w-]{20,100})$/,
      );
      if (!match?.[1] || !match[2] || !match[3]) return [];
      const ids = match[1].split('-').map(Number);
      const check = await signer.check(listGrant(event.uuid, ids), { expires: Number(match[2]), signature: match[3] });
      return check === 'valid' ? ids : [];
    },

    /** Adds `mediaId` to the browser's list (`listed`, as `listedIn` read it) with the reply. */
    async remember(
      request: FastifyRequest,
      reply: FastifyReply,
      event: OwnEvent,
      listed: readonly number[],
      mediaId: number,
    ) {
      if (listed.includes(mediaId)) return;
      const ids = [...listed, mediaId].slice(-OWN_CAPTURES_KEPT);
      const { expires, signature } = await signer.sign(listGrant(event.uuid, ids));
      const secure = request.protocol === 'https' ? '; Secure' : '';
      reply.header(
        'set-cookie',
        `${cookieName(event.id)}=${ids.join('-')}.${expires}.${signature}; Path=${COOKIE_PATH}; Max-Age=${OWN_CAPTURE_KEY_LIFETIME_MS / 1000}; HttpOnly; SameSite=Strict${secure}`,
      );
    },
  };
}
