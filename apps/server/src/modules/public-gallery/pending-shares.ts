/**
 * A booth capture's pending share address: the booth shows its guest a QR code naming the event
 * (by uuid) and the booth's random client id of the capture, before the upload lands, even
 * offline. Its page asks here until the capture is stored, then opens the item's share view.
 * The answer says only whether that one capture is in, and its share view: the client id is
 * random, so no one else's item can be reached by guessing. The gallery's own rules hold: no
 * such event is a 404, a protected gallery a 403 until the visitor gave its password.
 *
 * A capture still waiting for the organiser's approval is the guest's all the same: the booth's
 * QR code is shown to that guest alone, as an e-mail or SMS is sent to them alone, so its share
 * view comes with the same own key those messages carry (`key`, and in `share_url`). A rejected
 * capture stays pending for ever.
 */
import type { PendingShareReply, PublicGallery } from '@boothdeck/contract';
import type { FastifyRequest } from 'fastify';
import type { GalleryEvent } from '../gallery/index.ts';
import type { StoredCapture } from '../media/index.ts';
import { itemViewIdOf, shareViewAddressOf } from './public-gallery.service.ts';

type Dependencies = {
  /** The gallery of an event uuid, its access checked (the public gallery service's `open`). */
  open: (request: FastifyRequest, eventUuid: string) => Promise<{ event: GalleryEvent; gallery: PublicGallery }>;
  captureOf: (eventId: number, clientId: string) => Promise<StoredCapture | undefined>;
  /** The key that opens one capture waiting for approval to its own guest. */
  ownCaptureKey: (mediaId: number) => Promise<string>;
  appUrl: string;
};

export type PendingShares = ReturnType<typeof createPendingShares>;

export function createPendingShares({ open, captureOf, ownCaptureKey, appUrl }: Dependencies) {
  return {
    async status(request: FastifyRequest, eventUuid: string, clientId: string): Promise<PendingShareReply> {
      const { event, gallery } = await open(request, eventUuid.toLowerCase());
      const capture = await captureOf(event.id, clientId);
      if (capture === undefined) return { status: 'pending', gallery };
      const view = { status: 'ready' as const, gallery, view_id: itemViewIdOf(event.uuid, capture.id) };
      const address = shareViewAddressOf(appUrl, event.uuid, capture.id);
      if (!capture.awaitingApproval) return { ...view, share_url: address };
      const key = await ownCaptureKey(capture.id);
      return { ...view, key, share_url: `${address}?${new URLSearchParams({ key })}` };
    },
  };
}
