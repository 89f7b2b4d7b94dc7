/**
 * Serves one file of one gallery item (the route every gallery address names, see
 * gallery-file-links.ts): an unprotected gallery's to anyone; a protected one's only to a
 * visitor holding its grant or with an address signed for that file. A photo's original is
 * never served here, only through a signed download.
 */

import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { Storage } from '../../platform/storage/storage.ts';
import type { FileReply } from '../../shared/file-reply.ts';
import type { GalleryReads } from '../gallery/index.ts';
import type { GalleryFileKind, GalleryFileLinks, GuestCaptures, GuestViewer } from '../media/index.ts';
import type { PublicMicrosite } from '../options/index.ts';
import { type GalleryAccess, galleryNotFound, lockedGallery } from './gallery-access.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

type Dependencies = {
  captures: Pick<GuestCaptures, 'servedFile'>;
  events: Pick<GalleryReads, 'findEventById'>;
  storage: Pick<Storage, 'openRead'>;
  access: GalleryAccess;
  fileLinks: GalleryFileLinks;
  readMicrosite: (eventId: number) => Promise<PublicMicrosite | null>;
  /** Which captures the visitor sees at an event's gallery (its privacy and the visitor's own captures). */
  viewerOf: (request: FastifyRequest, eventId: number) => Promise<GuestViewer>;
};

export type GalleryFileServer = ReturnType<typeof createGalleryFileServer>;

export function createGalleryFileServer({
  captures,
  events,
  storage,
  access,
  fileLinks,
  readMicrosite,
  viewerOf,
}: Dependencies) {
  return {
    async serve(
      request: FastifyRequest,
      mediaId: number,
      kind: GalleryFileKind,
      query: { expires?: number | undefined; signature?: string | undefined },
    ): Promise<FileReply> {
      // A capture guests may not see yet (or at all), or this visitor may not (another guest's, where
      // each sees their own), is served only by an address signed for it; the media module
      // decides which, so this route cannot serve one by mistake.
      let signed: Promise<boolean> | undefined;
      const isSigned = () => (signed ??= fileLinks.isSigned(mediaId, kind, query));
      const served = await captures.servedFile(mediaId, kind, {
        isSigned,
        viewerOf: (eventId) => viewerOf(request, eventId),
      });
      const event = served && (await events.findEventById(served.capture.event_id));
      if (!served || !event) throw galleryNotFound();
      const { key, shownToGuests } = served;
      const settings = await readMicrosite(event.id);
      const isProtected = Boolean(settings?.passwordHash);
      const shownToEveryone = shownToGuests && (settings?.microsite.gallery_privacy ?? 'everyone') === 'everyone';
      if (isProtected) {
        const allowed = (await isSigned()) || (await access.isGranted(request, { id: event.id, uuid: event.uuid }));
        if (!allowed) throw lockedGallery();
      }
      const file = await storage.openRead(key);
      return {
        headers: {
          'content-type': CONTENT_TYPES[path.extname(key)] ?? 'application/octet-stream',
          'content-length': file.size,
          'x-content-type-options': 'nosniff',
          // Files never change under their id; a protected gallery's, and one shown to its own guest only, stay in this browser.
          'cache-control': isProtected || !shownToEveryone ? 'private, max-age=3600' : 'public, max-age=86400',
        },
        body: file.stream,
      };
    },
  };
}
