/** /api/v1 gallery calls: the organiser's grid, slider, item details and download links, and the downloads (signed link or bearer token). */
import { galleryEndpoints as calls, moderationEndpoints } from '@boothdeck/contract';
import type { FastifyReply } from 'fastify';
import { downloadPassOf } from '../../platform/signed-links/download-pass.ts';
import { type HandledEndpoint, handle } from '../../plugins/endpoints.ts';
import type { FileRedirect, FileReply } from '../../shared/file-reply.ts';
import type { GalleryService } from './gallery.service.ts';
import type { GalleryDownloads } from './gallery-downloads.ts';
import type { ModerationService } from './moderation.service.ts';

type Services = { gallery: GalleryService; downloads: GalleryDownloads; moderation: ModerationService };

export const galleryEndpoints = ({ gallery, downloads, moderation }: Services): HandledEndpoint[] => [
  handle(calls.items, ({ caller, query }) =>
    gallery.items(caller.user.id, {
      eventId: query.event_id,
      mediaType: query.gallery_item,
      page: query.page,
      perPage: query.per_page,
    }),
  ),
  handle(calls.single, ({ caller, params }) => gallery.single(caller.user.id, params.id)),
  handle(calls.details, ({ caller, query }) => gallery.details(caller.user.id, query.media_id)),
  handle(calls.downloadLink, ({ caller, body }) => gallery.downloadLink(caller.user.id, body)),
  handle(moderationEndpoints.queue, ({ caller, query }) =>
    moderation.queue(caller.user.id, { eventId: query.event_id, page: query.page, perPage: query.per_page }),
  ),
  handle(moderationEndpoints.decide, ({ caller, body }) => moderation.decide(caller.user.id, body)),
  handle(moderationEndpoints.approveAll, ({ caller, body }) => moderation.approveAll(caller.user.id, body.event_id)),
  handle(calls.downloadOne, async ({ params, query, request, reply }) => {
    const pass = await downloadPassOf(request, query, calls.downloadOne.roles);
    const file = await downloads.one(params.mediaId, pass, { counts: request.method === 'GET' });
    return sendFile(reply, file);
  }),
  handle(calls.downloadAll, async ({ query, request, reply }) => {
    const pass = await downloadPassOf(request, query, calls.downloadAll.roles);
    const file = await downloads.all(query.event_id, query.type, pass, { counts: request.method === 'GET' });
    return sendFile(reply, file);
  }),
];

/** Streams are sent as they are: the reply schema only documents them. */
const sendFile = (reply: FastifyReply, file: FileReply | FileRedirect) =>
  'redirect' in file ? reply.redirect(file.redirect, 302) : reply.headers(file.headers).send(file.body);
