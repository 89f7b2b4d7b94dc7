/**
 * The venue screen's key. Where guests see only their own captures, or none, the organiser may
 * still run the slide show at the venue with every approved capture (the social gallery step's
 * `venue_slide_show`). The screen proves it is the organiser's with this key, which the
 * organiser's app asks for and puts in the show's address: an HMAC over the event's uuid and an
 * expiry, with the server's link key. A guest's slide show carries none.
 */
import type { VenueKeyReply } from '@boothdeck/contract';
import type { LinkSigner, SignedGrant } from '../../platform/signed-links/signed-links.ts';
import { DAY_MS } from '../../shared/clock.ts';
import { keyOpens, signedKey } from './own-capture-keys.ts';

/** How long one venue show's address keeps showing every approved capture. */
export const VENUE_KEY_LIFETIME_MS = 30 * DAY_MS;

const venueGrant = (eventUuid: string): SignedGrant => ({ path: 'venue-slide-show', subject: `event:${eventUuid}` });

export type VenueKeys = ReturnType<typeof createVenueKeys>;

export function createVenueKeys(signer: LinkSigner) {
  return {
    async keyOf(eventUuid: string): Promise<VenueKeyReply> {
      const { key, expiresAt } = await signedKey(signer, venueGrant(eventUuid));
      return { venue_key: key, expires_at: expiresAt.toISOString() };
    },

    opens: (eventUuid: string, key: string | undefined): Promise<boolean> =>
      keyOpens(signer, venueGrant(eventUuid), key),
  };
}
