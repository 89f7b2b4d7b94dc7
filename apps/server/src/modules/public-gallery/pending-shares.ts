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
 *
 * A long poll (`wait`): a pending question is held, the capture looked for every
 * `checkEveryMs` in the database, where every server process's uploads land, so it works the
 * same with many processes behind one proxy (no process's memory is asked). It is answered as
 * soon as the capture is there, or `pending` when the wait is over, the guest has gone, or the
 * server is stopping (drainRequests): the page then asks again, of another process if need be.
 */
import { PENDING_SHARE_MAX_WAIT_SECONDS, type PendingShareReply, type PublicGallery } from '@boothdeck/contract';
import type { FastifyRequest } from 'fastify';
import type { GalleryEvent } from '../gallery/index.ts';
import type { StoredCapture } from '../media/index.ts';
import { itemViewIdOf, shareViewAddressOf } from './public-gallery.service.ts';

export type PendingShareWait = {
  /** The longest a question is held, whatever it asks for (tests hold it for less). */
  maxMs: number;
  /** How often a held question looks for the capture: the most a guest learns of it late. */
  checkEveryMs: number;
};

export const PENDING_SHARE_WAIT: Readonly<PendingShareWait> = Object.freeze({
  maxMs: PENDING_SHARE_MAX_WAIT_SECONDS * 1000,
  // A lookup by (event, client id) on its index: twenty phones waiting make 80 small reads a second.
  checkEveryMs: 250,
});

/** Waits `ms`, or less when `stop` is aborted meanwhile. */
function pause(ms: number, stop: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      stop.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    stop.addEventListener('abort', done, { once: true });
  });
}

type Dependencies = {
  /** The gallery of an event uuid, its access checked (the public gallery service's `open`). */
  open: (request: FastifyRequest, eventUuid: string) => Promise<{ event: GalleryEvent; gallery: PublicGallery }>;
  captureOf: (eventId: number, clientId: string) => Promise<StoredCapture | undefined>;
  /** The key that opens one capture waiting for approval to its own guest. */
  ownCaptureKey: (mediaId: number) => Promise<string>;
  appUrl: string;
  wait?: PendingShareWait;
  /** Aborted when the server begins to stop (drainRequests): every held question is answered then. */
  stopping?: AbortSignal;
};

export type PendingShares = ReturnType<typeof createPendingShares>;

type Question = {
  eventUuid: string;
  clientId: string;
  /** Seconds the asker lets the answer be held while the capture is not in (0: answer at once). */
  waitSeconds?: number;
  /** Aborted when the asker has gone or the server is stopping: answer with what there is. */
  stop?: AbortSignal;
};

export function createPendingShares({
  open,
  captureOf,
  ownCaptureKey,
  appUrl,
  wait = PENDING_SHARE_WAIT,
  stopping = new AbortController().signal,
}: Dependencies) {
  /** The capture, looked for again every `checkEveryMs` until it is there, the deadline or `stop`. */
  async function captureBy(eventId: number, clientId: string, deadline: number, stop: AbortSignal) {
    let capture = await captureOf(eventId, clientId);
    for (let left = deadline - Date.now(); capture === undefined && left > 0 && !stop.aborted; ) {
      await pause(Math.min(wait.checkEveryMs, left), stop);
      if (stop.aborted) break;
      capture = await captureOf(eventId, clientId);
      left = deadline - Date.now();
    }
    return capture;
  }

  return {
    async status(
      request: FastifyRequest,
      { eventUuid, clientId, waitSeconds = 0, stop }: Question,
    ): Promise<PendingShareReply> {
      const { event, gallery } = await open(request, eventUuid.toLowerCase());
      const deadline = Date.now() + Math.min(waitSeconds * 1000, wait.maxMs);
      const capture = await captureBy(
        event.id,
        clientId,
        deadline,
        stop ? AbortSignal.any([stop, stopping]) : stopping,
      );
      if (capture === undefined) return { status: 'pending', gallery };
      const view = { status: 'ready' as const, gallery, view_id: itemViewIdOf(event.uuid, capture.id) };
      const address = shareViewAddressOf(appUrl, event.uuid, capture.id);
      // The key opens the capture to its guest while it waits for approval, and where each guest sees their own (or none).
      if (!capture.awaitingApproval && gallery.privacy === 'everyone') return { ...view, share_url: address };
      const key = await ownCaptureKey(capture.id);
      return { ...view, key, share_url: `${address}?${new URLSearchParams({ key })}` };
    },
  };
}
