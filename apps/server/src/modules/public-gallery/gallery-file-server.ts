/**
 * Serves one file of one gallery item (the route every gallery address names, see
 * gallery-file-links.ts): an unprotected gallery's to anyone; a protected one's only to a
 * visitor holding its grant or with an address signed for that file. A photo's original is
 * never served here, only through a signed download.
 */

import path from 'node:path';
import { isShownToGuests } from '@boothdeck/contract';
import type { FastifyRequest } from 'fastify';
import type { Storage } from '../../platform/storage/storage.ts';
import type { FileReply } from '../../shared/file-reply.ts';
import type { GalleryReads } from '../gallery/index.ts';
import type { GalleryFileLinks } from '../media/index.ts';
import { type GalleryFileKind, keyOfFile } from '../media/index.ts';
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
  repository: Pick<GalleryReads, 'findItem'>;
  storage: Pick<Storage, 'openRead'>;
  access: GalleryAccess;
  fileLinks: GalleryFileLinks;
  readMicrosite: (eventId: number) => Promise<PublicMicrosite | null>;
};

export type GalleryFileServer = ReturnType<typeof createGalleryFileServer>;

export function createGalleryFileServer({ repository, storage, access, fileLinks, readMicrosite }: Dependencies) {
  return {
    async serve(
      request: FastifyRequest,
      mediaId: number,
      kind: GalleryFileKind,
      query: { expires?: number | undefined; signature?: string | undefined },
    ): Promise<FileReply> {
      const item = await repository.findItem(mediaId);
      const key = item ? keyOfFile(item, kind) : null;
      if (!item || !key) throw galleryNotFound();
      // A capture guests may not see yet (or at all) is served only by an address signed for it:
      // the organiser's gallery, the booth's reply, or its guest's own share view.
      const signed = await fileLinks.isSigned(mediaId, kind, query);
      if (!isShownToGuests(item) && !signed) throw galleryNotFound();
      const settings = await readMicrosite(item.event_id);
      const isProtected = Boolean(settings?.passwordHash);
      if (isProtected) {
        const allowed = signed || (await access.isGranted(request, { id: item.event_id, uuid: item.event_uuid }));
        if (!allowed) throw lockedGallery();
      }
      const file = await storage.openRead(key);
      return {
        headers: {
          'content-type': CONTENT_TYPES[path.extname(key)] ?? 'application/octet-stream',
          'content-length': file.size,
          'x-content-type-options': 'nosniff',
          // Files never change under their id; a protected gallery's stay in this browser only.
          'cache-control': isProtected || !isShownToGuests(item) ? 'private, max-age=3600' : 'public, max-age=86400',
        },
        body: file.stream,
      };
    },
  };
}
