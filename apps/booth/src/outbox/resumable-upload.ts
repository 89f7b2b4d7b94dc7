/**
 * Large clips go by a resumable upload (tus) before the capture call names them: on venue Wi-Fi a
 * clip of many megabytes takes minutes, and a connection dropped on the way would otherwise send
 * it all again from the start, and fail the same way again. The upload is found again by the
 * capture's own id, so a retry (the outbox's backoff, a reload of the kiosk) asks the server how
 * much arrived and sends only the rest. Photos and short clips are sent whole: one request,
 * repeated after a failure.
 */
import { ApiError } from '@boothdeck/client';
import type { MediaType } from '@boothdeck/contract';
import { API_PREFIX } from '@boothdeck/contract/endpoint-address';
import { RESUMABLE_UPLOADS, uploadIdOf } from '@boothdeck/contract/resumable-uploads';

/** Sends a capture's file resumably; the id of the finished upload. */
export type UploadResumably = (file: Blob, captureId: string) => Promise<string>;

/** Whether a capture's file goes by a resumable upload rather than whole in the capture call. */
export const sendsResumably = (mediaType: MediaType, file: Blob): boolean =>
  (RESUMABLE_UPLOADS.mediaTypes as readonly MediaType[]).includes(mediaType) &&
  file.size > RESUMABLE_UPLOADS.clipsAboveBytes;

/** Waits between a resumable upload's own retries within one send, before the outbox's backoff takes over. */
const RETRY_DELAYS_MS = [0, 1_000, 3_000, 5_000];

type UploaderOptions = {
  /** The server's origin; empty for the page's own. */
  origin?: string;
  /** The booth's token, read at each upload. */
  token: () => string | null | undefined;
  /** Runs when the server refuses the token (401), as the booth's API client does. */
  onUnauthorized?: () => void;
};

/** What the outbox makes of a failed upload: the server's refusal, or a network failure. */
function failureOf(error: Error & { originalResponse?: { getStatus(): number; getBody(): string } | null }) {
  const reply = error.originalResponse;
  if (!reply) return new TypeError(error.message);
  return ApiError.fromReply(reply.getStatus(), { message: reply.getBody().trim() || undefined });
}

export function tusUploader({ origin = '', token, onUnauthorized = () => {} }: UploaderOptions): UploadResumably {
  return async (file, captureId) => {
    // Loaded on the first large clip only: most kiosks never send one.
    const { Upload } = await import('tus-js-client');
    return new Promise<string>((resolve, reject) => {
      const bearer = token();
      const upload = new Upload(file, {
        endpoint: `${origin}${API_PREFIX}${RESUMABLE_UPLOADS.path}`,
        chunkSize: RESUMABLE_UPLOADS.chunkBytes,
        retryDelays: RETRY_DELAYS_MS,
        headers: bearer ? { Authorization: `Bearer ${bearer}` } : {},
        metadata: { filetype: file.type },
        // One upload per capture, found again by the capture's id after a failure or a reload.
        fingerprint: async () => `boothdeck-capture-${captureId}`,
        storeFingerprintForResuming: true,
        onSuccess: () => resolve(uploadIdOf(upload.url ?? '')),
        onError: (error) => {
          const failure = failureOf(error);
          if (failure instanceof ApiError && failure.status === 401) onUnauthorized();
          reject(failure);
        },
      });
      upload
        .findPreviousUploads()
        .then((previous) => {
          const [latest] = previous;
          if (latest) upload.resumeFromPreviousUpload(latest);
          upload.start();
        })
        .catch(reject);
    });
  };
}
