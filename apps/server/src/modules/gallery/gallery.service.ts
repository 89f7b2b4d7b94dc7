/**
 * The organiser's gallery: one tab of an event page by page, one item with its neighbours,
 * an item's shares, and the signed links the downloads open. Everything is read through the
 * organiser's own events: another organiser's event or item is a 404.
 */
import {
  type DownloadKind,
  type DownloadLinkReply,
  type GalleryItemSingleReply,
  type GalleryItemsReply,
  MEDIA_TYPES_OF_KIND,
  type MediaDetailsReply,
  type MediaType,
  SHARE_CHANNELS,
} from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { AppError } from '../../shared/app-error.ts';
import { pageOf } from '../../shared/paging.ts';
import type { GalleryFileLinks } from '../media/index.ts';
import { toGalleryItem } from '../media/index.ts';
import type { DownloadLinks } from './download-links.ts';
import { nothingToDownload } from './gallery-files.ts';
import type { GallerySources } from './gallery-reads.ts';

type Dependencies = { repository: GallerySources; fileLinks: GalleryFileLinks; links: DownloadLinks };

export type GalleryService = ReturnType<typeof createGalleryService>;

export type PageRequest = { eventId: number; mediaType: MediaType; page: number; perPage: number };

export type DownloadLinkRequest = { media_id: number } | { event_id: number; type: DownloadKind };

/** Shares that are not downloads: what the slider's "total shares" counts. */
const SHARING_CHANNELS = SHARE_CHANNELS.filter((channel) => channel !== 'download');

const notFound = () => new AppError('not_found', MESSAGES.notFound);

export function createGalleryService({ repository, fileLinks, links }: Dependencies) {
  const ownedEvent = async (userId: number, eventId: number) => {
    const event = await repository.findOwnedEvent(userId, eventId);
    if (!event) throw notFound();
    return event;
  };
  const ownedItem = async (userId: number, mediaId: number) => {
    const item = await repository.findOwnedItem(userId, mediaId);
    if (!item) throw notFound();
    return item;
  };

  return {
    async items(userId: number, { eventId, mediaType, page, perPage }: PageRequest): Promise<GalleryItemsReply> {
      await ownedEvent(userId, eventId);
      const [total, rows, addressOf] = await Promise.all([
        repository.countOfTypes(eventId, [mediaType]),
        repository.pageOfTab(eventId, mediaType, perPage, (page - 1) * perPage),
        fileLinks.signedAddresses(),
      ]);
      return {
        gallery_photo: pageOf(
          rows.map((row) => ({ ...toGalleryItem(row, addressOf), moderation: row.moderation })),
          { page, perPage, total },
        ),
      };
    },

    /**
     * The item, its place in its own type's tab and its neighbours there: previous is the next
     * newer item, next the next older, wrapping round from the newest to the oldest and back.
     */
    async single(userId: number, mediaId: number): Promise<GalleryItemSingleReply> {
      const item = await ownedItem(userId, mediaId);
      const [newer, older, total, before] = await Promise.all([
        repository.neighbourId(item, 'newer'),
        repository.neighbourId(item, 'older'),
        repository.countOfTypes(item.event_id, [item.media_type]),
        repository.countNewer(item),
      ]);
      return {
        gallery_photo_single: {
          ...toGalleryItem(item, await fileLinks.signedAddresses()),
          moderation: item.moderation,
        },
        previous_id: newer ?? (await repository.endId(item, 'oldest')) ?? item.id,
        next_id: older ?? (await repository.endId(item, 'newest')) ?? item.id,
        position: before + 1,
        total,
      };
    },

    /** Shares by channel; `shares_count` totals every channel but downloads, counted apart. */
    async details(userId: number, mediaId: number): Promise<MediaDetailsReply> {
      const item = await ownedItem(userId, mediaId);
      const counts = await repository.shareCounts(mediaId);
      const count = (channel: (typeof SHARE_CHANNELS)[number]) => counts.get(channel) ?? 0;
      return {
        status: 'success',
        media: {
          email_shares_count: count('email'),
          facebook_shares_count: count('facebook'),
          instagram_shares_count: count('instagram'),
          linkedin_shares_count: count('linkedin'),
          sms_shares_count: count('sms'),
          download_shares_count: count('download'),
          shares_count: SHARING_CHANNELS.reduce((sum, channel) => sum + count(channel), 0),
          created_at: item.created_at,
        },
      };
    },

    /**
     * A signed link for one item, or for one kind of one event. A kind with nothing in it is
     * refused here already, so the page can say so instead of opening an empty window.
     */
    async downloadLink(userId: number, request: DownloadLinkRequest): Promise<DownloadLinkReply> {
      if ('media_id' in request) {
        const item = await ownedItem(userId, request.media_id);
        return links.forItem(item.id);
      }
      const event = await ownedEvent(userId, request.event_id);
      // The archive holds what guests may see: a capture waiting for approval, or rejected, is left out.
      const count = await repository.countShownOfTypes(event.id, MEDIA_TYPES_OF_KIND[request.type]);
      if (count === 0) throw new AppError('not_found', nothingToDownload(request.type));
      return links.forKind(event.uuid, request.type);
    },
  };
}
