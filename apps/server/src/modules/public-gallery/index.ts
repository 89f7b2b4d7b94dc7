/**
 * Public gallery: what guests see of an event's social gallery without signing in, its password
 * grant, its files and the link previews of its pages. Sharing asks it whether a visitor may see
 * an event's gallery (`requireAccessToEvent`) and names a shared item's page by `itemViewIdOf`.
 */
import type { PlatformServices } from '../../platform/platform-services.ts';
import type { RateLimitRule } from '../../platform/rate-limit/rate-limiter.ts';
import type { GalleryVisitor } from '../analytics/index.ts';
import type { DownloadLinks, GalleryReads } from '../gallery/index.ts';
import type { GalleryFileLinks, GuestCaptures, StoredCapture } from '../media/index.ts';
import type { PublicMicrosite } from '../options/index.ts';
import { createGalleryAccess, GALLERY_GRANT_LIFETIME_MS, GALLERY_PASSWORD_RULES } from './gallery-access.ts';
import { createGalleryFileServer } from './gallery-file-server.ts';
import { createLinkPreviews } from './link-previews.ts';
import { createOwnCaptureKeys, OWN_CAPTURE_KEY_LIFETIME_MS } from './own-capture-keys.ts';
import { createPasswordPuzzles, PUZZLE_RULES } from './password-puzzles.ts';
import { createPendingShares, PENDING_SHARE_WAIT, type PendingShareWait } from './pending-shares.ts';
import { publicGalleryEndpoints } from './public-gallery.routes.ts';
import { createPublicGalleryService } from './public-gallery.service.ts';
import { createVenueKeys, VENUE_KEY_LIFETIME_MS } from './venue-keys.ts';

export type { PendingShareWait } from './pending-shares.ts';
export { itemViewIdOf, shareViewAddressOf } from './public-gallery.service.ts';

type Dependencies = Pick<PlatformServices, 'storage' | 'rateLimiter' | 'passwords' | 'signerFor' | 'appUrl'> & {
  gallery: GalleryReads;
  downloadLinks: DownloadLinks;
  fileLinks: GalleryFileLinks;
  readMicrosite: (eventId: number) => Promise<PublicMicrosite | null>;
  /** Counts a guest opening one item (the event analytics' Most Viewed). */
  recordView: (mediaId: number, eventId: number, visitor: GalleryVisitor) => Promise<void>;
  /** The captures guests may see (media's), which the grid and slide show list. */
  captures: GuestCaptures;
  /** The event's capture a booth uploaded under its own client id, once it is stored (not rejected). */
  captureOf: (eventId: number, clientId: string) => Promise<StoredCapture | undefined>;
  /** How long a pending share's long poll is held and how often it looks, in place of the production ones (tests). */
  pendingShareWait?: Partial<PendingShareWait>;
  /** Aborted when the server begins to stop: held pending-share questions are answered then. */
  stopping: AbortSignal;
};

/** The module's rate-limit rules at their production values (production-costs.test.ts pins them). */
export const RATE_LIMIT_RULES: readonly RateLimitRule[] = [
  ...Object.values(GALLERY_PASSWORD_RULES),
  ...Object.values(PUZZLE_RULES),
];

export function publicGalleryModule(deps: Dependencies) {
  const { gallery, fileLinks, readMicrosite } = deps;
  const signer = deps.signerFor(GALLERY_GRANT_LIFETIME_MS);
  const access = createGalleryAccess({
    signer,
    rateLimiter: deps.rateLimiter,
    passwords: deps.passwords,
    puzzles: createPasswordPuzzles({ signer, rateLimiter: deps.rateLimiter }),
  });
  const ownCaptureKeys = createOwnCaptureKeys(deps.signerFor(OWN_CAPTURE_KEY_LIFETIME_MS));
  const service = createPublicGalleryService({
    ownCaptureKeys,
    venueKeys: createVenueKeys(deps.signerFor(VENUE_KEY_LIFETIME_MS)),
    repository: gallery,
    captures: deps.captures,
    recordView: deps.recordView,
    access,
    links: deps.downloadLinks,
    fileLinks,
    readMicrosite,
  });
  const pendingShares = createPendingShares({
    open: service.open,
    captureOf: deps.captureOf,
    ownCaptureKey: ownCaptureKeys.keyOf,
    appUrl: deps.appUrl,
    wait: { ...PENDING_SHARE_WAIT, ...deps.pendingShareWait },
    stopping: deps.stopping,
  });
  return {
    endpoints: publicGalleryEndpoints({
      gallery: service,
      pendingShares,
      files: createGalleryFileServer({
        captures: deps.captures,
        events: gallery,
        storage: deps.storage,
        access,
        fileLinks,
        readMicrosite,
        viewerOf: service.viewerAt,
      }),
    }),
    /** Which captures the visitor sees at an event's gallery; 404 for no such event, 403 when it is protected and the visitor holds no grant. */
    requireAccessToEvent: service.requireAccessToEvent,
    /** The key a guest's message link carries to open their own capture while it waits for approval. */
    ownCaptureKey: ownCaptureKeys.keyOf,
    /** The title, description and image of a gallery page's link preview. */
    linkPreviews: createLinkPreviews(service, deps.captures, deps.appUrl),
  };
}
