/**
 * Gallery: the organiser's view of an event's captures, by tab, with signed download links for
 * one original or a streamed ZIP of a kind, and the moderation queue of an event that approves
 * its captures before guests see them. The public gallery reads the same captures
 * (`reads`) and signs its downloads with the same links (`downloadLinks`).
 */
import type { PlatformServices } from '../../platform/platform-services.ts';
import { downloadSharesOf } from '../deliveries/index.ts';
import type { EventAccess } from '../events/index.ts';
import { captureModerationOf, type GalleryFileLinks, guestCapturesOf, organiserCapturesOf } from '../media/index.ts';
import { createDownloadLinks } from './download-links.ts';
import { galleryEndpoints } from './gallery.routes.ts';
import { createGalleryService } from './gallery.service.ts';
import { createGalleryDownloads } from './gallery-downloads.ts';
import { type GallerySources, galleryReadsOf } from './gallery-reads.ts';
import { createModerationService } from './moderation.service.ts';

export type { DownloadLinks } from './download-links.ts';
export type { GalleryEvent } from './gallery-events.ts';
export type { MediaRow } from './gallery-reads.ts';
/** A ZIP streamed as it is written (a guest's data download uses it too). */
export { createStoredZip } from './stored-zip.ts';

/** What the public gallery reads of an event and its captures. */
export type GalleryReads = Pick<GallerySources, 'findEventById' | 'findEventByUuid' | 'findOwnedEvent' | 'findItem'>;

type Dependencies = Pick<PlatformServices, 'db' | 'storage' | 'signerFor'> & {
  fileLinks: GalleryFileLinks;
  events: EventAccess;
};

export function galleryModule({ db, storage, signerFor, fileLinks, events }: Dependencies) {
  const repository = galleryReadsOf({
    captures: organiserCapturesOf({ db }),
    guestCaptures: guestCapturesOf({ db }),
    shares: downloadSharesOf({ db }),
    events,
  });
  const links = createDownloadLinks(signerFor());
  const reads: GalleryReads = repository;
  return {
    endpoints: galleryEndpoints({
      gallery: createGalleryService({ repository, fileLinks, links }),
      downloads: createGalleryDownloads({ repository, storage, links }),
      moderation: createModerationService({ repository: captureModerationOf({ db }), events, fileLinks }),
    }),
    downloadLinks: links,
    reads,
  };
}
