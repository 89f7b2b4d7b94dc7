/**
 * A booth uploads each capture once it has it: one multipart request with the file, its media
 * type and the booth's own id for the capture. The same id sent again (a retry after a lost
 * reply) answers the item already stored, so a booth may retry until it gets an answer.
 */
import { z } from 'zod';
import { errorReplySchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { galleryItemSchema, MEDIA_TYPES, type MediaType } from './media.ts';
import { RESUMABLE_UPLOADS } from './resumable-uploads.ts';

const MB = 1024 * 1024;

/** The largest file of each media type, and of a clip's poster still. */
export const MEDIA_MAX_BYTES: Record<MediaType | 'poster', number> = {
  photo: 40 * MB,
  gif: 40 * MB,
  burst_gif: 40 * MB,
  video: 200 * MB,
  boomerang: 200 * MB,
  poster: 20 * MB,
};
/** A photo or one frame of an animation over this many pixels is refused before it is decoded. */
export const MEDIA_MAX_PIXELS = 50_000_000;
export const MEDIA_MAX_FRAMES = 300;

/** Media types that need a `poster` still beside the clip. */
export const CLIP_MEDIA_TYPES: readonly MediaType[] = ['video', 'boomerang'];

/** What a booth is told about an upload beyond the shared messages. */
export const MEDIA_UPLOAD_MESSAGES = {
  /** The client id names a capture of this event already, and these bytes are not that capture's. */
  clientIdTaken:
    'This client_id already names another capture of this event. Give every capture its own random client_id.',
  /** The client id names a lead or voucher another booth of the event stored. */
  clientIdOfOtherBooth:
    'This client_id already names another booth’s record at this event. Give every lead and voucher its own random client_id.',
  capturedInFuture: 'captured_at is in the future: check the booth’s clock.',
} as const;

/** The text fields of the upload; the files (`file`, `poster`) travel beside them. */
/**
 * The booth's own id for a capture: random, 8 to 100 of A-Z a-z 0-9 _ -. It also names the
 * guest's pending share address, so it must not be guessable.
 */
export const captureClientIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, { error: 'client_id must be 8 to 100 letters, digits, - or _' });

export const mediaUploadFieldsSchema = z.object({
  media_type: z.enum(MEDIA_TYPES),
  client_id: captureClientIdSchema,
  /** When the booth took it; galleries show captures in this order. Absent: when it arrives. */
  captured_at: z.iso.datetime({ offset: true, error: 'captured_at must be an ISO 8601 date and time' }).optional(),
  /** A finished resumable upload (see resumable-uploads.ts) holding the capture, sent instead of `file`. */
  upload_id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,100}$/, { error: 'upload_id must be the id at the end of the upload’s address' })
    .optional(),
});
export type MediaUploadFields = z.infer<typeof mediaUploadFieldsSchema>;

/**
 * The stored item and its guest share address (the public gallery's view of the item), the same
 * page the guest's pending share address opens once the upload is in.
 */
export const mediaUploadReplySchema = z.object({ media: galleryItemSchema, share_url: z.string() });
export type MediaUploadReply = z.infer<typeof mediaUploadReplySchema>;

export const boothMediaEndpoints = {
  upload: defineEndpoint({
    caller: 'booth',
    tag: 'booth',
    method: 'POST',
    path: '/booth/media',
    summary: "Stores one capture of the booth's event; the same client_id again answers the stored item",
    description: [
      'A multipart/form-data body with the fields:',
      '- `file` (required unless `upload_id` is given): the capture. photo: JPEG, PNG or WebP; gif and burst_gif: GIF or animated WebP;',
      '  video: MP4 or WebM; boomerang: MP4, WebM or GIF. The bytes decide the format, not the name.',
      '- `media_type` (required): photo, video, gif, burst_gif or boomerang; the event must use it.',
      "- `client_id` (required): the booth's id for this capture, 8 to 100 of A-Z a-z 0-9 _ -; the same id with other bytes is 409.",
      '- `captured_at` (optional): when the booth took it, ISO 8601, not ahead of the server by more than 5 minutes;',
      '  galleries show captures in this order. Without it, the time the upload arrives.',
      '- `poster` (required for video and an MP4/WebM boomerang): a JPEG, PNG or WebP still of the clip.',
      `- \`upload_id\` (instead of \`file\`): a finished resumable upload of this booth (${RESUMABLE_UPLOADS.path}), for large clips.`,
      'Replies 200 with the item and its guest share address (`share_url`), whether it was stored now or',
      'by an earlier request with the same client_id and the same bytes. 409 when the client_id names another capture of the event;',
      '413 when a file is over its limit (photo and GIF 40 MB, clip 200 MB, poster 20 MB);',
      '422 when a file is not what its type says, is damaged or too large in pixels or frames.',
    ].join('\n'),
    multipart: { fields: mediaUploadFieldsSchema, files: { file: 'optional', poster: 'optional' } },
    reply: mediaUploadReplySchema,
    bodyLimit: MEDIA_MAX_BYTES.video + MEDIA_MAX_BYTES.poster + MB,
    failures: { 403: errorReplySchema, 409: errorReplySchema, 413: errorReplySchema },
  }),
} as const;
