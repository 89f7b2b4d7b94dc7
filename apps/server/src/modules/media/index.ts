/**
 * Media: a booth's captures, checked, re-encoded and stored with their thumbnail and preview.
 * Other modules use the storage keys an event's captures own (removed with the event), a
 * capture as a gallery item (`toGalleryItem`), the addresses of gallery files, plain or signed
 * (`galleryFileLinksOf`), the captures guests may see (`guestCapturesOf`): another module
 * shows or sends a guest a capture only through these; and every capture of an event, for the
 * organiser's own views (`organiserCapturesOf`) and moderation queue (`captureModerationOf`).
 */
import { isShownToGuests } from '@boothdeck/contract';
import type { PlatformServices } from '../../platform/platform-services.ts';
import type { MembershipState } from '../packages/index.ts';
import type { EmitWebhook } from '../webhooks/index.ts';
import { type BoothCaptureCounts, createBoothCaptureCounts } from './booth-capture-counts.repository.ts';
import { type CaptureModeration, createCaptureModerationRepository } from './capture-moderation.repository.ts';
import type { GalleryFileLinks } from './gallery-file-links.ts';
import { createGuestCaptures, type GuestCaptures } from './guest-captures.ts';
import { createMediaRepository } from './media.repository.ts';
import { mediaEndpoints } from './media.routes.ts';
import { createMediaService } from './media.service.ts';
import { createOrganiserCapturesRepository, type OrganiserCaptures } from './organiser-captures.repository.ts';
import { createResumableUploads } from './resumable-uploads.ts';

export type { BoothCaptureCounts } from './booth-capture-counts.repository.ts';
export {
  type CaptureErasure,
  captureErasureOf,
  deleteCapturesIn,
  type ErasableCapture,
  fileKeysOfCapture,
} from './capture-erasure.repository.ts';
export { isPrivateMediaKey } from './capture-files.ts';
export { stillPictures } from './capture-pictures.ts';
export { claimUploadFolder } from './capture-upload.ts';
export { type GalleryFileLinks, galleryFileLinksOf, plainFileAddress } from './gallery-file-links.ts';
export {
  type FileAddress,
  type GalleryFileKind,
  type GalleryItemRow,
  keyOfFile,
  toGalleryItem,
} from './gallery-item.ts';
export {
  type CaptureName,
  EVERY_GUEST,
  type GuestCapture,
  type GuestCaptures,
  type GuestViewer,
  type ServedFile,
} from './guest-captures.ts';

import type { EventAccess } from '../events/index.ts';

export type { CaptureModeration } from './capture-moderation.repository.ts';
/** The picture work and its queue, measured alone by the booth-burst benchmark. */
export { imageWork } from './image-work.ts';
export type { MediaItemRow } from './media.repository.ts';
export type { MediaItemsTable, MediaTables } from './media.tables.ts';
export type { OrganiserCaptures, TabPlace } from './organiser-captures.repository.ts';

type Dependencies = Pick<PlatformServices, 'db' | 'storage'> & {
  membershipOf: (userId: number) => Promise<MembershipState>;
  fileLinks: GalleryFileLinks;
  /** Where uploads are received before they are stored. */
  uploadFolder: string;
  /** The whole address of an item's guest share view, given in the upload's reply. */
  shareViewAddress: (eventUuid: string, mediaId: number) => string;
  /** Tells the organiser's webhooks of each capture stored. */
  emitWebhook: EmitWebhook;
  events: EventAccess;
};

/** A booth's capture as its guest's QR code finds it: waiting for approval or shown to guests. */
export type StoredCapture = { id: number; awaitingApproval: boolean };

/**
 * Every capture of an event, pending and rejected ones too, for the organiser's own views once
 * the event is found among the organiser's, and for links signed for them (organiser-captures.repository.ts).
 */
export const organiserCapturesOf = ({ db }: Pick<PlatformServices, 'db'>): OrganiserCaptures =>
  createOrganiserCapturesRepository(db);

/** The organiser's moderation queue of an event's captures and the decisions on them (capture-moderation.repository.ts). */
export const captureModerationOf = ({ db }: Pick<PlatformServices, 'db'>): CaptureModeration =>
  createCaptureModerationRepository(db);

/** Whether a capture is the event's, whatever its moderation: a lead names the capture its guest was taken in. */
export type IsCaptureOfEvent = (eventId: number, mediaId: number) => Promise<boolean>;

export const isCaptureOfEventOf = ({ db }: Pick<PlatformServices, 'db'>): IsCaptureOfEvent => {
  const repository = createMediaRepository(db);
  return async (eventId, mediaId) => (await repository.findOfEvent(eventId, mediaId)) !== undefined;
};

/** The event a capture was taken at, whatever its moderation: the calls that name a capture find their event by it. */
export const eventOfCaptureOf =
  ({ db }: Pick<PlatformServices, 'db'>) =>
  async (mediaId: number): Promise<number | undefined> =>
    (await createOrganiserCapturesRepository(db).capture(mediaId))?.event_id;

/** An event's recent captures counted per booth session, for the fleet's panel (booth-capture-counts.repository.ts). */
export const boothCaptureCountsOf = ({ db }: Pick<PlatformServices, 'db'>): BoothCaptureCounts =>
  createBoothCaptureCounts(db);

/** The captures guests may see, for the modules that show or send captures to guests (guest-captures.ts). */
export const guestCapturesOf = ({ db }: Pick<PlatformServices, 'db'>): GuestCaptures =>
  createGuestCaptures(createMediaRepository(db));

export function mediaModule({ db, uploadFolder, ...services }: Dependencies) {
  const repository = createMediaRepository(db);
  const service = createMediaService({ repository, ...services });
  const resumableUploads = createResumableUploads({ db, storage: services.storage, workFolder: uploadFolder });
  return {
    endpoints: mediaEndpoints(service, uploadFolder, resumableUploads),
    /** The tus routes (registered with the booth caller's check) and their sweep. */
    resumableUploads,
    filesOf: service.filesOf,
    /**
     * The event's capture a booth uploaded under its own client id, once it is stored: its id,
     * and whether it still waits for the organiser's approval. A rejected capture is not there.
     */
    captureOf: async (eventId: number, clientId: string): Promise<StoredCapture | undefined> => {
      const row = await repository.findByClientId(eventId, clientId);
      if (!row) return undefined;
      if (isShownToGuests(row)) return { id: row.id, awaitingApproval: false };
      return row.moderation === 'pending' ? { id: row.id, awaitingApproval: true } : undefined;
    },
  };
}
