/**
 * Resumable uploads of large captures, by the tus protocol (tus.io, version 1.0.0): a booth
 * creates an upload, sends its bytes in one or more PATCH requests and, after a dropped
 * connection, asks how much arrived (HEAD) and sends only the rest. The finished upload is then
 * stored as a capture by `POST /booth/media` naming it in `upload_id` instead of sending `file`.
 * Free of zod, so the kiosk's first load carries it without the schema library.
 */

const MB = 1024 * 1024;

export const RESUMABLE_UPLOADS = {
  /** Below /api/v1: POST creates an upload; HEAD, PATCH and DELETE act on `<path>/<upload id>`. */
  path: '/booth/uploads',
  /** The media types a kiosk sends resumably when large: the clips. */
  mediaTypes: ['video', 'boomerang'],
  /**
   * Clips larger than this are sent resumably by the kiosk; smaller files are sent whole in the
   * multipart upload, which a booth simply repeats after a failure.
   */
  clipsAboveBytes: 4 * MB,
  /** Each PATCH carries at most this much, so a proxy's body limit never cuts one off. */
  chunkBytes: 8 * MB,
  /** An upload unchanged for this long, finished or not, is removed. */
  removedAfterHours: 24,
  /**
   * What one booth may have in progress (created, not yet stored as a capture) at once: uploads,
   * and the bytes they declared (one of unknown length counts as the largest clip). More is 429.
   */
  perBooth: { uploads: 20, bytes: 2048 * MB },
} as const;

/** The upload id at the end of an upload's address (`…/booth/uploads/<id>`). */
export const uploadIdOf = (uploadUrl: string): string => uploadUrl.split('?')[0]?.split('/').pop() ?? '';
