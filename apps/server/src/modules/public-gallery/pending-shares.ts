/**
 * A booth capture's pending share address: the booth shows its guest a QR code naming the event
 * (by uuid) and the booth's random client id of the capture, before the upload lands, even
 * offline. Its page asks here until the capture is stored, then opens the item's share view.
 * The answer says only whether that one capture is in, and its share view: the client id is
 * random, so no one else's item can be reached by guessing. The gallery's own rules hold: no
 * such event is a 404, a protected gallery a 403 until the visitor gave its password.
 */
import type { PendingShareReply, PublicGallery } from '@boothdeck/contract';
import type { FastifyRequest } from 'fastify';
import type { GalleryEvent } from '../gallery/index.ts';
import { itemViewIdOf, shareViewAddressOf } from './public-gallery.service.ts';

type Dependencies = {
  /** The gallery of an event uuid, its access checked (the public gallery service's `open`). */
  open: (request: FastifyRequest, eventUuid: string) => Promise<{ event: GalleryEvent; gallery: PublicGallery }>;
  captureIdOf: (eventId: number, clientId: string) => Promise<number | undefined>;
  appUrl: string;
};

export type PendingShares = ReturnType<typeof createPendingShares>;

export function createPendingShares({ open, captureIdOf, appUrl }: Dependencies) {
  return {
    async status(request: FastifyRequest, eventUuid: string, clientId: string): Promise<PendingShareReply> {
      const { event, gallery } = await open(request, eventUuid.toLowerCase());
      const mediaId = await captureIdOf(event.id, clientId);
      if (mediaId === undefined) return { status: 'pending', gallery };
      return {
        status: 'ready',
        gallery,
        view_id: itemViewIdOf(event.uuid, mediaId),
        share_url: shareViewAddressOf(appUrl, event.uuid, mediaId),
      };
    },
  };
}
