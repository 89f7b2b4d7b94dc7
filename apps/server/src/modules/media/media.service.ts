/**
 * Storing a capture of an event. The order is what makes it crash-safe: every file is written
 * durably first (see local-storage.ts), and only then is the row that names them committed, so
 * a row never points at a missing file and an answered upload is on disk. A crash between the
 * two leaves files no row names, which cost space but never a broken gallery item.
 *
 * The booth's client id makes it idempotent: a retry finds the row the first attempt made, and
 * of two attempts racing with one id the unique index lets one row in; the other removes its
 * files and answers the winner's row. A retry is the same bytes: the row keeps the SHA-256 of
 * the original, and other bytes under an id already used are refused (409) rather than answered
 * with a stranger's capture.
 */
import {
  type FeatureKey,
  type GalleryItem,
  MEDIA_UPLOAD_MESSAGES,
  type MediaType,
  type Moderation,
} from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { AppError } from '../../shared/app-error.ts';
import { MINUTE_MS, nowIso } from '../../shared/clock.ts';
import { type EventAccess, parseFeatureFlags, parseOptionFlags } from '../events/index.ts';
import type { MembershipState } from '../packages/index.ts';
import type { EmitWebhook } from '../webhooks/index.ts';
import { type CaptureFile, type CaptureFiles, type CaptureSource, prepareCaptureFiles } from './capture-files.ts';
import type { GalleryFileLinks } from './gallery-file-links.ts';
import { toGalleryItem } from './gallery-item.ts';
import type { MediaItemRow, MediaRepository } from './media.repository.ts';
import { digestOf } from './original-digest.ts';

export type CaptureInput = {
  eventId: number;
  mediaType: MediaType;
  /** The capture: its bytes, or the path of a file on this machine (a large clip). */
  file: CaptureSource;
  /** A still of the clip; required for video and for a boomerang sent as a clip. */
  poster?: CaptureSource;
  /** The booth's own id for the capture, unique within the event. */
  clientId: string;
  /** When the booth took it (not in the future); absent, when it is stored. */
  capturedAt?: string | undefined;
  /** The booth session that sent it, if a booth did. */
  boothSessionId?: number | undefined;
};

/** How far ahead of the server's clock a booth's capture time may be. */
const CLOCK_SKEW_MS = 5 * MINUTE_MS;

/** When the capture was taken, as stored: the booth's time, or now when it sent none. */
function captureTimeOf(capturedAt: string | undefined, now: string): string {
  if (capturedAt === undefined) return now;
  const taken = new Date(capturedAt);
  if (taken.getTime() > new Date(now).getTime() + CLOCK_SKEW_MS) {
    throw AppError.validation('captured_at', MEDIA_UPLOAD_MESSAGES.capturedInFuture);
  }
  return taken.toISOString();
}

/** The stored item, whether this call stored it, and its guest share address. */
export type StoredCapture = { item: GalleryItem; isNew: boolean; shareUrl: string };

/** The event feature that lets a booth capture each media type. */
const FEATURE_OF: Record<MediaType, FeatureKey> = {
  photo: 'still_photo',
  gif: 'three_in_one',
  burst_gif: 'three_in_one',
  video: 'video',
  boomerang: 'boomerang',
};

type Dependencies = {
  repository: MediaRepository;
  /** The event a booth uploads to: its owner (for the plan), the features it uses, its options (approval) and uuid. */
  events: Pick<EventAccess, 'eventById'>;
  storage: Storage;
  /** The booth's reply names its files by signed addresses (see gallery-file-links.ts). */
  fileLinks: GalleryFileLinks;
  membershipOf: (userId: number) => Promise<MembershipState>;
  /** The whole address of an item's guest share view, by its event's uuid (the public gallery's). */
  shareViewAddress: (eventUuid: string, mediaId: number) => string;
  emitWebhook: EmitWebhook;
};

export type MediaService = ReturnType<typeof createMediaService>;

export function createMediaService(deps: Dependencies) {
  const { repository, events, storage, membershipOf, fileLinks, shareViewAddress } = deps;
  const stored = async (row: MediaItemRow, isNew: boolean): Promise<StoredCapture> => {
    const [addressOf, event] = await Promise.all([fileLinks.signedAddresses(), events.eventById(row.event_id)]);
    const uuid = event?.uuid;
    if (!uuid) throw new AppError('not_found', MESSAGES.notFound);
    return { item: toGalleryItem(row, addressOf), isNew, shareUrl: shareViewAddress(uuid, row.id) };
  };
  /**
   * The event must use the media type, and its owner's package must still be running. Answers
   * the new capture's moderation: pending when the event asks for approval first.
   */
  async function refuseWhatEventLacks(eventId: number, mediaType: MediaType): Promise<Moderation> {
    const event = await events.eventById(eventId);
    if (!event) throw new AppError('not_found', MESSAGES.notFound);
    const feature = FEATURE_OF[mediaType];
    const features = parseFeatureFlags(event.features);
    if (feature !== 'still_photo' && features?.[feature] !== 1) {
      throw new AppError('forbidden', `This event does not capture ${mediaType.replace('_', ' ')} media.`, {
        media_type: ['Not used by this event'],
      });
    }
    const { expire } = await membershipOf(event.user_id);
    if (expire !== 1) throw new AppError('forbidden', MESSAGES.upgradePackage);
    return parseOptionFlags(event.options)?.approve_captures === 1 ? 'pending' : 'approved';
  }

  /** The row already stored under the capture's client id, when these are its bytes; 409 otherwise. */
  function sameCapture(earlier: MediaItemRow, digest: string): Promise<StoredCapture> {
    // Rows stored before their digest was kept cannot be told apart: they answer as before.
    if (earlier.original_sha256 !== null && earlier.original_sha256 !== digest) {
      throw new AppError('conflict', MEDIA_UPLOAD_MESSAGES.clientIdTaken);
    }
    return stored(earlier, false);
  }

  const filesOf = (files: CaptureFiles): CaptureFile[] =>
    [files.original, files.thumbnail, files.preview, files.poster].filter((file) => file !== null);

  const removeFiles = (files: CaptureFile[]) => Promise.all(files.map((file) => storage.remove(file.key)));

  async function writeFiles(files: CaptureFile[]): Promise<void> {
    const writes = await Promise.allSettled(
      files.map(({ key, source }) =>
        typeof source === 'string' ? storage.putFile(key, source) : storage.put(key, source),
      ),
    );
    const failure = writes.find((write) => write.status === 'rejected');
    if (failure) {
      await removeFiles(files);
      throw failure.reason;
    }
  }

  return {
    /** Storage keys of every file of the event's media, removed with the event. */
    filesOf: (eventId: number): Promise<string[]> => repository.fileKeysOfEvent(eventId),

    /** The capture stored under the booth's client id, if there is one. */
    async storedCapture(eventId: number, clientId: string): Promise<StoredCapture | undefined> {
      const earlier = await repository.findByClientId(eventId, clientId);
      return earlier ? stored(earlier, false) : undefined;
    },

    /** Stores one capture, or answers the one already stored under its client id. */
    async storeCapture(input: CaptureInput): Promise<StoredCapture> {
      const digest = await digestOf(input.file);
      const earlier = await repository.findByClientId(input.eventId, input.clientId);
      if (earlier) return sameCapture(earlier, digest);
      const now = nowIso();
      const capturedAt = captureTimeOf(input.capturedAt, now);
      const moderation = await refuseWhatEventLacks(input.eventId, input.mediaType);

      const files = await prepareCaptureFiles(input.mediaType, input.file, input.poster);
      const written = filesOf(files);
      await writeFiles(written);
      try {
        const row = await repository.insert({
          event_id: input.eventId,
          media_type: input.mediaType,
          file_path: files.original.key,
          thumbnail_path: files.thumbnail.key,
          preview_path: files.preview.key,
          poster_path: files.poster?.key ?? null,
          content_type: files.contentType,
          byte_size: files.byteSize,
          client_id: input.clientId,
          original_sha256: digest,
          booth_session_id: input.boothSessionId ?? null,
          captured_at: capturedAt,
          created_at: nowIso(),
          moderation,
        });
        await deps.emitWebhook('capture.created', { eventId: row.event_id, subjectId: row.id });
        return stored(row, true);
      } catch (error) {
        // Any other failure may have come after the commit (a dropped connection): the files stay.
        if (!isUniqueViolation(error)) throw error;
        await removeFiles(written);
        const winner = await repository.findByClientId(input.eventId, input.clientId);
        if (!winner) throw error;
        return sameCapture(winner, digest);
      }
    },
  };
}
