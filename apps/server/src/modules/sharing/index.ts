/**
 * Sharing: guests' shares from the public gallery — social shares counted as they happen, e-mail
 * and SMS shares sent through the deliveries ledger with the organiser's texts — and a booth
 * sending a guest their capture through the same ledger (`POST /booth/shares`).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PlatformServices } from '../../platform/platform-services.ts';
import type { RateLimitRule } from '../../platform/rate-limit/rate-limiter.ts';
import { type DeliveryService, guestSharesOf } from '../deliveries/index.ts';
import type { EventAccess } from '../events/index.ts';
import type { GuestCaptures } from '../media/index.ts';
import type { ShareTexts } from '../options/index.ts';
import type { EmitWebhook } from '../webhooks/index.ts';
import { createBoothShares } from './booth-shares.ts';
import type { RequireGalleryAccess } from './gallery-access-port.ts';
import { SHARE_RATE_LIMITS } from './share-limits.ts';
import { sharingRoutes } from './sharing.routes.ts';
import { createSharingService } from './sharing.service.ts';
import { createSmsCaps, type SmsCaps, type SmsDailyCaps } from './sms-caps.ts';

export { DEFAULT_SMS_DAILY_CAPS, type SmsCaps, type SmsDailyCaps } from './sms-caps.ts';

/**
 * The SMS country rule of every text message sent and the daily caps of guests' ones, read from
 * the events, the organiser's chosen countries and the shares ledger.
 */
export const smsCapsOf = (
  db: Kysely<Database>,
  events: EventAccess,
  smsCountriesOf: ShareTexts['smsCountriesOf'],
  caps: SmsDailyCaps,
): SmsCaps => createSmsCaps(guestSharesOf({ db }), events, smsCountriesOf, caps);

type Dependencies = Pick<PlatformServices, 'db' | 'rateLimiter' | 'appUrl'> & {
  texts: ShareTexts;
  deliveries: DeliveryService;
  requireGalleryAccess: RequireGalleryAccess;
  /** The countries and daily caps guests' text messages are held to (made in app.ts, shared with analytics and deliveries). */
  smsCaps: SmsCaps;
  /** The whole address of an item's guest share view, by its event's uuid (the public gallery's). */
  shareViewAddress: (eventUuid: string, mediaId: number) => string;
  /** Tells the organiser's webhooks of each social share counted. */
  emitWebhook: EmitWebhook;
  /** The key that opens a capture waiting for approval to the guest it is sent to. */
  ownCaptureKey: (mediaId: number) => Promise<string>;
  events: EventAccess;
  /** The captures guests may see (media's): the only captures sharing reads. */
  captures: GuestCaptures;
};

/** The module's rate-limit rules at their production values (production-costs.test.ts pins them). */
export const RATE_LIMIT_RULES: readonly RateLimitRule[] = Object.values(SHARE_RATE_LIMITS);

export function sharingModule({ db, requireGalleryAccess, shareViewAddress, ...services }: Dependencies) {
  const repository = guestSharesOf({ db });
  const service = createSharingService({ repository, ...services });
  const boothShares = createBoothShares({
    repository,
    events: services.events,
    captures: services.captures,
    deliveries: services.deliveries,
    rateLimiter: services.rateLimiter,
    smsCaps: services.smsCaps,
    shareViewAddress,
  });
  return { endpoints: sharingRoutes({ sharing: service, boothShares }, requireGalleryAccess) };
}
