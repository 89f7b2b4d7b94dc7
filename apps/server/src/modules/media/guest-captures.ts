/**
 * The captures guests may see, read for the other modules: the only way another module reads a
 * capture to show or send to a guest. A guest is shown approved captures only (the query says so,
 * not the caller). The one exception, a capture still waiting for approval that a booth sends to
 * the guest it took it for (who opens it by its own key), is asked for by name and by that booth.
 * No read here answers a rejected capture as one to show.
 *
 * The gallery's privacy is applied here too, from the guest's `GuestViewer`: a gallery shown to
 * everyone lists every approved capture; one where each guest sees their own lists only the
 * captures this browser opened as its own (its share link's key or the booth's QR code, kept in
 * its cookie); one that is off lists none, and opens only a browser's own captures.
 */
import { type GalleryPrivacy, isShownToGuests, type MediaType } from '@boothdeck/contract';
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

/**
 * Who looks at an event's captures: the gallery's privacy, and the captures this browser opened
 * as its own (checked by the caller: a signed cookie, or the key of the link it came by).
 */
export type GuestViewer = { privacy: GalleryPrivacy; own: readonly number[] };

/** A viewer of a gallery shown to everyone who opened nothing as their own (the venue screen, previews). */
export const EVERY_GUEST: GuestViewer = { privacy: 'everyone', own: [] };

/** Whether `viewer` may see this approved capture of the event's. */
const sees = (viewer: GuestViewer, mediaId: number) => viewer.privacy === 'everyone' || viewer.own.includes(mediaId);

/** The ids a viewer's lists are held to: none for a gallery shown to everyone. */
const listedOnly = (viewer: GuestViewer): readonly number[] | undefined => {
  if (viewer.privacy === 'everyone') return undefined;
  return viewer.privacy === 'own' ? viewer.own : [];
};

/** Names a capture of an event: by its id, or by the booth's own client id for it. */
export type CaptureName = { mediaId: number } | { clientId: string };

/** One file of a capture as a gallery address serves it, and whether guests may see that capture. */
export type ServedFile = { capture: GuestCapture; key: string; shownToGuests: boolean };

export type GuestCaptures = {
  /**
   * One file of a capture by its gallery address: of an approved capture its viewer sees (see
   * `viewerOf`, asked with the capture's event), or of any other only when `isSigned` says the
   * address was signed for it (the organiser's gallery, the booth's reply, the guest's own share
   * view). Undefined otherwise, and for a file the capture lacks.
   */
  servedFile(
    mediaId: number,
    kind: GalleryFileKind,
    asker: { isSigned: () => Promise<boolean>; viewerOf: (eventId: number) => Promise<GuestViewer> },
  ): Promise<ServedFile | undefined>;
  /** One page of the approved captures `viewer` sees, newest capture first: the public grid and slide show. */
  pageShown(eventId: number, viewer: GuestViewer, limit: number, offset: number): Promise<MediaItemRow[]>;
  /** How many of the event's approved captures `viewer` sees: the public grid's total. */
  countShown(eventId: number, viewer: GuestViewer): Promise<number>;
  /** How many of the event's approved captures are of these types (an archive's kind, the organiser's). */
  countShownOfTypes(eventId: number, mediaTypes: readonly MediaType[]): Promise<number>;
  /** Those of these captures of the event guests may see (approved), in no order: a report's top captures. */
  shownAmong(eventId: number, mediaIds: readonly number[]): Promise<MediaItemRow[]>;
  /** The next `limit` approved captures of these types after `after`, oldest first: an archive, batch by batch. */
  batchShownOfTypes(
    eventId: number,
    mediaTypes: readonly MediaType[],
    after: Pick<MediaItemRow, 'captured_at' | 'id'> | undefined,
    limit: number,
  ): Promise<MediaItemRow[]>;
  /** The event's capture when `viewer` may see it (approved); undefined when pending, rejected, missing or not theirs. */
  shownCapture(eventId: number, mediaId: number, viewer: GuestViewer): Promise<GuestCapture | undefined>;
  /**
   * The event's capture as a guest's share view opens it: an approved one `viewer` sees, or one
   * still waiting for approval that is the viewer's own (opened with its own key: `ownKey`).
   * Never a rejected one.
   */
  viewedCapture(
    eventId: number,
    mediaId: number,
    viewer: GuestViewer,
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
    async servedFile(mediaId, kind, { isSigned, viewerOf }) {
      const row = await repository.find(mediaId);
      const key = row ? keyOfFile(row, kind) : null;
      if (!row || !key) return undefined;
      const shownToGuests = isShownToGuests(row) && sees(await viewerOf(row.event_id), row.id);
      if (!shownToGuests && !(await isSigned())) return undefined;
      return { capture: guestCaptureOf(row), key, shownToGuests };
    },

    pageShown: (eventId, viewer, limit, offset) =>
      repository.pageApprovedOfEvent(eventId, limit, offset, listedOnly(viewer)),
    countShown: (eventId, viewer) => repository.countApprovedOfEvent(eventId, { onlyIds: listedOnly(viewer) }),
    countShownOfTypes: (eventId, mediaTypes) => repository.countApprovedOfEvent(eventId, { mediaTypes }),
    shownAmong: (eventId, mediaIds) => repository.approvedAmong(eventId, mediaIds),
    batchShownOfTypes: (eventId, mediaTypes, after, limit) =>
      repository.batchApprovedOfTypes(eventId, mediaTypes, after, limit),

    async shownCapture(eventId, mediaId, viewer) {
      if (!sees(viewer, mediaId)) return undefined;
      const row = await repository.findApprovedOfEvent(eventId, mediaId);
      return row && guestCaptureOf(row);
    },

    async viewedCapture(eventId, mediaId, viewer) {
      const row = await repository.findOfEvent(eventId, mediaId);
      if (row?.moderation === 'approved' && sees(viewer, row.id)) return { row, ownKey: false };
      if (row?.moderation === 'pending' && viewer.own.includes(row.id)) return { row, ownKey: true };
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
