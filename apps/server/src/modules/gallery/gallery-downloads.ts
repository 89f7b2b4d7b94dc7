/**
 * The downloads a signed link (or the owner's bearer token) opens: one item's original, or an
 * archive of every original of one kind of one event. The link is checked before anything is
 * read, so a caller without a valid one learns nothing, not even whether the item exists; with a
 * token, another organiser's item or event is not found. Every file served counts as one
 * 'download' share of its item.
 */
import { type DownloadKind, MEDIA_TYPES_OF_KIND } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import type { DownloadPass } from '../../platform/signed-links/download-pass.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { AppError } from '../../shared/app-error.ts';
import { nowIso } from '../../shared/clock.ts';
import { attachment, type FileRedirect, type FileReply } from '../../shared/file-reply.ts';
import type { DownloadLinks } from './download-links.ts';
import { archiveFileName, itemFileName, nothingToDownload } from './gallery-files.ts';
import type { GallerySources, MediaRow } from './gallery-reads.ts';
import { createStoredZip } from './stored-zip.ts';

type Dependencies = {
  repository: GallerySources;
  storage: Pick<Storage, 'openRead' | 'downloadUrl'>;
  links: DownloadLinks;
};

/**
 * How long the store's own address of an original lives: the link was checked a moment ago and
 * the browser follows the redirect at once; a copied address stops working within a minute.
 */
const DIRECT_DOWNLOAD_SECONDS = 60;

/** `counts`: false for a HEAD request, which fetches no file. */
export type DownloadOptions = { counts: boolean };

export type GalleryDownloads = ReturnType<typeof createGalleryDownloads>;

/** Rows read per query while the archive is built: files are opened one at a time regardless. */
const ARCHIVE_BATCH = 500;

export function createGalleryDownloads({ repository, storage, links }: Dependencies) {
  return {
    async one(mediaId: number, pass: DownloadPass, { counts }: DownloadOptions): Promise<FileReply | FileRedirect> {
      if ('link' in pass) await links.checkItem(mediaId, pass.link);
      const item =
        'link' in pass ? await repository.findItem(mediaId) : await repository.findOwnedItem(pass.userId, mediaId);
      if (!item) throw new AppError('not_found', MESSAGES.notFound);
      const fileName = itemFileName(item.event_name, item);
      const contentType = item.content_type ?? 'application/octet-stream';
      // A bucket may hand the bytes out itself, so a large clip does not pass through this server.
      const direct = await storage.downloadUrl(item.file_path, {
        fileName,
        contentType,
        expiresInSeconds: DIRECT_DOWNLOAD_SECONDS,
      });
      const file = direct ? { redirect: direct } : await storage.openRead(item.file_path);
      if (counts) await repository.recordDownloads([item], nowIso());
      if ('redirect' in file) return file;
      return {
        headers: {
          'content-type': contentType,
          'content-length': file.size,
          'content-disposition': attachment(fileName),
          'x-content-type-options': 'nosniff',
        },
        body: file.stream,
      };
    },

    async all(
      eventUuid: string,
      kind: DownloadKind,
      pass: DownloadPass,
      { counts }: DownloadOptions,
    ): Promise<FileReply> {
      if ('link' in pass) await links.checkKind(eventUuid, kind, pass.link);
      const event =
        'link' in pass
          ? await repository.findEventByUuid(eventUuid)
          : await repository.findOwnedEventByUuid(pass.userId, eventUuid);
      if (!event) throw new AppError('not_found', MESSAGES.notFound);
      const zip = createStoredZip();
      // Every type has its folder in the archive of all of them.
      const entryName = (row: MediaRow) =>
        `${kind === 'all' ? `${row.media_type}/` : ''}${itemFileName(event.event_name, row)}`;
      let added = 0;
      try {
        let after: MediaRow | undefined;
        const at = nowIso();
        do {
          const batch = await repository.batchShownOfTypes(event.id, MEDIA_TYPES_OF_KIND[kind], after, ARCHIVE_BATCH);
          for (const row of batch) {
            zip.add({
              name: entryName(row),
              size: row.byte_size,
              mtime: new Date(row.created_at),
              open: async () => (await storage.openRead(row.file_path)).stream,
            });
          }
          if (counts) await repository.recordDownloads(batch, at);
          added += batch.length;
          after = batch.length === ARCHIVE_BATCH ? batch.at(-1) : undefined;
        } while (after);
      } catch (error) {
        zip.abort();
        throw error;
      }
      if (added === 0) {
        zip.abort();
        throw new AppError('not_found', nothingToDownload(kind));
      }
      const { stream, size } = await zip.finish();
      return {
        headers: {
          'content-type': 'application/zip',
          ...(size === undefined ? {} : { 'content-length': size }),
          'content-disposition': attachment(archiveFileName(event.event_name, kind)),
          'x-content-type-options': 'nosniff',
        },
        body: stream,
      };
    },
  };
}
