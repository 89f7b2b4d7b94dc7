/** Sends a clip by tus the way the kiosk does (tus-js-client, the booth's token, PATCHes of a fixed size). */
import * as tus from 'tus-js-client';
import { boothHeaders } from './booth-client.ts';

export type ResumableSend = {
  /** The creation address (`…/api/v1/booth/uploads`). */
  endpoint: string;
  token: string;
  file: Buffer;
  chunkBytes: number;
  /** Continue this upload instead of creating one. */
  uploadUrl?: string;
  /** Stop (abort) once this many bytes are acknowledged. */
  stopAfter?: number;
  retryDelays?: number[];
};

/** Sends the clip (or its rest); the upload's address once it is done or stopped. */
export function sendResumably(options: ResumableSend): Promise<string> {
  const { endpoint, token, file, chunkBytes, uploadUrl, stopAfter, retryDelays = [] } = options;
  return new Promise((resolve, reject) => {
    const upload: tus.Upload = new tus.Upload(file, {
      endpoint,
      ...(uploadUrl ? { uploadUrl } : {}),
      chunkSize: chunkBytes,
      retryDelays,
      headers: boothHeaders(token),
      metadata: { filetype: 'video/mp4' },
      onChunkComplete: (_size, accepted) => {
        if (stopAfter === undefined || accepted < stopAfter) return;
        upload.abort().then(() => resolve(upload.url ?? ''), reject);
      },
      onSuccess: () => resolve(upload.url ?? ''),
      onError: reject,
    });
    upload.start();
  });
}
