/**
 * The captures guests may see, read for the other modules: the only way another module reads a
 * capture to show or send to a guest. A guest is shown approved captures only (the query says so,
 * not the caller). The one exception, a capture still waiting for approval that a booth sends to
 * the guest it took it for (who opens it by its own key), is asked for by name and by that booth.
 * No read here answers a rejected capture as one to show.
 */
import { isShownToGuests, type MediaType } from '@boothdeck/contract';
import { type GalleryFileKind, keyOfFile } from './gallery-item.ts';
import type { MediaItemRow, MediaRepository } from './media.repository.ts';

/** A capture as another module may show or send it to a guest. */
export type GuestCapture = Pick<
  MediaItemRow,
  | 'id'
  | 'event_id'
  | 'media_type'
  | 'file_path'
  | 'thumbnail_path'
  | 'preview_path'
  | 'content_type'
  | 'created_at'
  | 'moderation'
  | 'booth_session_id'
>;

/** Names a capture of an event: by its id, or by the booth's own client id for it. */
export type CaptureName = { mediaId: number } | { clientId: string };

/** One file of a capture as a gallery address serves it, and whether guests may see that capture. */
export type ServedFile = { capture: GuestCapture; key: string; shownToGuests: boolean };

export type GuestCaptures = {
  /**
   * One file of a capture by its gallery address: of an approved capture, or of any other only
   * when `isSigned` says the address was signed for it (the organiser's gallery, the booth's
   * reply, the guest's own share view). Undefined otherwise, and for a file the capture lacks.
   */
  servedFile(mediaId: number, kind: GalleryFileKind, isSigned: () => Promise<boolean>): Promise<ServedFile | undefined>;
  /** One page of the event's approved captures, newest capture first: the public grid and slide show. */
  pageShown(eventId: number, limit: number, offset: number): Promise<MediaItemRow[]>;
  /** Those of these captures of the event guests may see (approved), in no order: a report's top captures. */
  shownAmong(eventId: number, mediaIds: readonly number[]): Promise<MediaItemRow[]>;
  /** How many of the event's captures guests may see: all, or those of these types (an archive's kind). */
  countShown(eventId: number, mediaTypes?: readonly MediaType[]): Promise<number>;
  /** The next `limit` approved captures of these types after `after`, oldest first: an archive, batch by batch. */
  batchShownOfTypes(
    eventId: number,
    mediaTypes: readonly MediaType[],
    after: Pick<MediaItemRow, 'captured_at' | 'id'> | undefined,
    limit: number,
  ): Promise<MediaItemRow[]>;
  /** The event's capture when guests may see it (approved); undefined when pending, rejected or missing. */
  shownCapture(eventId: number, mediaId: number): Promise<GuestCapture | undefined>;
  /**
   * The event's capture as a guest's share view opens it: an approved one, or one still waiting
   * for approval that `opensPending` says its guest opens with its own key (`ownKey`). Never a
   * rejected one.
   */
  viewedCapture(
    eventId: number,
    mediaId: number,
    opensPending: (mediaId: number) => Promise<boolean>,
  ): Promise<{ row: MediaItemRow; ownKey: boolean } | undefined>;
  /**
   * The event's capture a booth shares with the guest it took it for: an approved one, or one of
   * its own still waiting for approval. `rejected` for its own capture the organiser rejected;
   * undefined for a missing one and another booth's capture not yet approved.
   */
  boothShareCapture(
    eventId: number,
    name: CaptureName,
    boothSessionId: number,
  ): Promise<GuestCapture | 'rejected' | undefined>;
  /**
   * The capture of a share already queued, when it is sent: approved, or still waiting (only a
   * booth queues those, and the guest opens it by its own key). `rejected` once the organiser
   * rejected it; undefined once removed.
   */
  queuedShareCapture(eventId: number, mediaId: number): Promise<GuestCapture | 'rejected' | undefined>;
};

const guestCaptureOf = (row: MediaItemRow): GuestCapture => ({
  id: row.id,
  event_id: row.event_id,
  media_type: row.media_type,
  file_path: row.file_path,
  thumbnail_path: row.thumbnail_path,
  preview_path: row.preview_path,
  content_type: row.content_type,
  created_at: row.created_at,
  moderation: row.moderation,
  booth_session_id: row.booth_session_id,
});

export function createGuestCaptures(
  repository: Pick<
    MediaRepository,
    | 'find'
    | 'findOfEvent'
    | 'findByClientId'
    | 'findApprovedOfEvent'
    | 'pageApprovedOfEvent'
    | 'countApprovedOfEvent'
    | 'approvedAmong'
    | 'batchApprovedOfTypes'
  >,
): GuestCaptures {
  return {
    async servedFile(mediaId, kind, isSigned) {
      const row = await repository.find(mediaId);
      const key = row ? keyOfFile(row, kind) : null;
      if (!row || !key) return undefined;
      const shownToGuests = isShownToGuests(row);
      if (!shownToGuests && !(await isSigned())) return undefined;
      return { capture: guestCaptureOf(row), key, shownToGuests };
    },

    pageShown: (eventId, limit, offset) => repository.pageApprovedOfEvent(eventId, limit, offset),
    shownAmong: (eventId, mediaIds) => repository.approvedAmong(eventId, mediaIds),
    countShown: (eventId, mediaTypes) => repository.countApprovedOfEvent(eventId, mediaTypes),
    batchShownOfTypes: (eventId, mediaTypes, after, limit) =>
      repository.batchApprovedOfTypes(eventId, mediaTypes, after, limit),

    async shownCapture(eventId, mediaId) {
      const row = await repository.findApprovedOfEvent(eventId, mediaId);
      return row && guestCaptureOf(row);
    },

    async viewedCapture(eventId, mediaId, opensPending) {
      const row = await repository.findOfEvent(eventId, mediaId);
      if (row?.moderation === 'approved') return { row, ownKey: false };
      if (row?.moderation === 'pending' && (await opensPending(row.id))) return { row, ownKey: true };
      return undefined;
    },

    async boothShareCapture(eventId, name, boothSessionId) {
      const row =
        'mediaId' in name
          ? await repository.findOfEvent(eventId, name.mediaId)
          : await repository.findByClientId(eventId, name.clientId);
      if (!row) return undefined;
      if (row.moderation === 'approved') return guestCaptureOf(row);
      if (row.booth_session_id !== boothSessionId) return undefined;
      return row.moderation === 'rejected' ? 'rejected' : guestCaptureOf(row);
    },

    async queuedShareCapture(eventId, mediaId) {
      const row = await repository.findOfEvent(eventId, mediaId);
      if (!row) return undefined;
      return row.moderation === 'rejected' ? 'rejected' : guestCaptureOf(row);
    },
  };
}
