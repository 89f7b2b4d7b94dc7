/**
 * Storing a capture whose file arrived by a resumable upload. The upload is removed once its
 * capture is stored; a retry of the same call (its reply was lost) then finds no upload but the
 * capture stored under its client id, and answers that, as a repeated multipart upload does.
 */
import type { MediaUploadFields } from '@boothdeck/contract';
import { AppError } from '../../shared/app-error.ts';
import type { MediaService, StoredCapture } from './media.service.ts';
import type { ResumableUploads } from './resumable-uploads.ts';

type UploadedCapture = {
  media: MediaService;
  resumable: ResumableUploads;
  eventId: number;
  fields: MediaUploadFields;
  /** Stores the file as the call's capture, as a multipart upload's file is stored. */
  store: (file: string) => Promise<StoredCapture>;
};

export async function uploadedCapture({
  media,
  resumable,
  eventId,
  fields,
  store,
}: UploadedCapture): Promise<StoredCapture> {
  const uploadId = fields.upload_id ?? '';
  const upload = await resumable.withFinished(eventId, uploadId, store);
  if ('done' in upload) {
    await resumable.remove(uploadId);
    return upload.done;
  }
  const earlier = await media.storedCapture(eventId, fields.client_id);
  if (earlier) return earlier;
  if (upload.missing === 'unfinished') {
    throw AppError.validation('upload_id', 'This upload is not finished: send the rest of it first.');
  }
  throw AppError.validation('upload_id', 'This upload is not on the server: upload the capture again.');
}
