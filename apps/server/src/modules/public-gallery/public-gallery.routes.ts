/**
 * /api/v1 public gallery calls: the grid, one item, a booth capture's pending share, the slide
 * show, the password, the files and the tracking script's frame.
 */
import { boothSharingEndpoints, publicGalleryEndpoints as calls } from '@boothdeck/contract';
import { type HandledEndpoint, handle } from '../../plugins/endpoints.ts';
import type { GalleryFileServer } from './gallery-file-server.ts';
import type { PendingShares } from './pending-shares.ts';
import type { PublicGalleryService } from './public-gallery.service.ts';
import { sendWithEtag } from './reply-etag.ts';
import { TRACKING_FRAME_HEADERS, trackingFrameDocument } from './tracking-frame.ts';

type Services = { gallery: PublicGalleryService; files: GalleryFileServer; pendingShares: PendingShares };

export const publicGalleryEndpoints = ({ gallery, files, pendingShares }: Services): HandledEndpoint[] => [
  handle(calls.items, ({ params, query, request }) =>
    gallery.items(request, params.id, { page: query.page, perPage: query.per_page }),
  ),
  handle(calls.shareItem, ({ params, request }) => gallery.shareItem(request, params.eventId)),
  handle(calls.showShare, ({ params, query, request, reply }) =>
    gallery.showShare(request, reply, params.id, query.key),
  ),
  // A long poll: held until the capture is in, the wait is over, the guest has gone (or the server stops).
  handle(boothSharingEndpoints.pendingShare, ({ params, query, request, reply }) => {
    const gone = new AbortController();
    reply.raw.once('close', () => gone.abort());
    return pendingShares.status(request, { ...params, waitSeconds: query.wait, stop: gone.signal });
  }),
  // Polled every few seconds by every screen showing it: an unchanged show answers 304.
  handle(calls.slider, async ({ params, query, request, reply }) =>
    sendWithEtag(request, reply, await gallery.slider(request, params.id, query.venue_key)),
  ),
  handle(calls.venueKey, ({ caller, params }) => gallery.venueKey(caller.user.id, params.id)),
  handle(calls.checkPassword, ({ body, request, reply }) => gallery.checkPassword(request, reply, body)),
  handle(calls.passwordChallenge, async ({ params, reply }) =>
    reply.header('cache-control', 'no-store').send(await gallery.passwordPuzzle(params.eventId)),
  ),
  handle(calls.downloadLink, ({ params, query, request }) => gallery.downloadLink(request, params.id, query.key)),
  handle(calls.trackingFrame, async ({ params, request, reply }) => {
    const script = await gallery.trackingScript(request, params.id);
    return reply.headers(TRACKING_FRAME_HEADERS).send(trackingFrameDocument(script));
  }),
  handle(calls.sharePreview, ({ caller, params }) => gallery.preview(caller.user.id, params.id)),
  handle(calls.file, async ({ params, query, request, reply }) => {
    const file = await files.serve(request, params.mediaId, params.kind, query);
    return reply.headers(file.headers).send(file.body);
  }),
];
