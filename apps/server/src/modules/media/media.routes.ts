/**
 * /api/v1 booth media: a booth uploads a capture of its own event. The body is multipart, so
 * the route reads it itself (streamed to temporary files) instead of through a body schema.
 */
import { boothMediaEndpoints as calls } from '@boothdeck/contract';
import { type HandledEndpoint, handle } from '../../plugins/endpoints.ts';
import { parseMultipart, withCaptureUpload } from './capture-upload.ts';
import type { MediaService } from './media.service.ts';
import { uploadedCapture } from './resumable-capture.ts';
import type { ResumableUploads } from './resumable-uploads.ts';

/** A new capture and a retry both answer 200 with the stored item. */
export const mediaEndpoints = (
  media: MediaService,
  uploadFolder: string,
  resumable: ResumableUploads,
): HandledEndpoint[] => [
  handle(
    calls.upload,
    ({ caller, request }) =>
      withCaptureUpload(request, uploadFolder, async ({ fields, file, poster }) => {
        const store = async (source: string) =>
          media.storeCapture({
            eventId: caller.eventId,
            mediaType: fields.media_type,
            file: source,
            poster,
            clientId: fields.client_id,
            capturedAt: fields.captured_at,
            boothSessionId: caller.sessionId,
          });
        const { item, shareUrl } = file
          ? await store(file)
          : await uploadedCapture({ media, resumable, eventId: caller.eventId, fields, store });
        return { media: item, share_url: shareUrl };
      }),
    { setup: parseMultipart },
  ),
];
