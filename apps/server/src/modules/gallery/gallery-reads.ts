/**
 * What the gallery reads, each from its owner: the organiser's captures from the media module
 * (every capture, for the organiser's own views and links signed for them), the archive's
 * captures as guests may see them, the events through the events module (gallery-events.ts) and
 * an item's shares from deliveries. An item is found with its event: the organiser's own, or any
 * for a signed link, so another organiser's item is simply not found.
 */
import type { DownloadShares } from '../deliveries/index.ts';
import type { EventAccess } from '../events/index.ts';
import type { GuestCaptures, MediaItemRow, OrganiserCaptures } from '../media/index.ts';
import { type GalleryEvent, galleryEventReadsOf } from './gallery-events.ts';

export type MediaRow = MediaItemRow;
/** An item with the name of its event, which download file names carry. */
export type MediaWithEvent = MediaRow & { event_name: string; event_uuid: string };

/** Everything the gallery reads and records, each through its owner. */
export type GallerySources = ReturnType<typeof galleryReadsOf>;

type Owners = {
  captures: OrganiserCaptures;
  guestCaptures: Pick<GuestCaptures, 'countShownOfTypes' | 'batchShownOfTypes'>;
  shares: DownloadShares;
  events: EventAccess;
};

const withEvent = (item: MediaRow | undefined, event: GalleryEvent | undefined): MediaWithEvent | undefined =>
  item && event && { ...item, event_name: event.event_name, event_uuid: event.uuid };

export function galleryReadsOf({ captures, guestCaptures, shares, events }: Owners) {
  const eventReads = galleryEventReadsOf(events);
  return {
    ...eventReads,
    ...captures,
    countShownOfTypes: guestCaptures.countShownOfTypes,
    batchShownOfTypes: guestCaptures.batchShownOfTypes,
    shareCounts: shares.countsOf,
    recordDownloads: shares.recordDownloads,

    /** The organiser's own item, with its event. */
    async findOwnedItem(userId: number, mediaId: number): Promise<MediaWithEvent | undefined> {
      const item = await captures.capture(mediaId);
      return withEvent(item, item && (await eventReads.findOwnedEvent(userId, item.event_id)));
    },

    /** Any item with its event, for a link signed for it (its caller checks who may see it). */
    async findItem(mediaId: number): Promise<MediaWithEvent | undefined> {
      const item = await captures.capture(mediaId);
      return withEvent(item, item && (await eventReads.findEventById(item.event_id)));
    },
  };
}
