/**
 * What one booth may have in progress among resumable uploads (see RESUMABLE_UPLOADS.perBooth):
 * a booth that creates uploads and never finishes them cannot fill the server's disk or bucket.
 * Checked when an upload is created, against the uploads in progress as they are recorded; an
 * upload stored as a capture or removed by the sweep no longer counts.
 */
import { MEDIA_MAX_BYTES, RESUMABLE_UPLOADS } from '@boothdeck/contract';

export const RESUMABLE_QUOTA_MESSAGE = `This booth has too many uploads in progress (at most ${RESUMABLE_UPLOADS.perBooth.uploads}, ${RESUMABLE_UPLOADS.perBooth.bytes / (1024 * 1024 * 1024)} GB declared). Finish or remove (DELETE) one before starting another.`;

/**
 * A 429 refusal (as @tus/server answers it) when the booth's uploads in progress (their declared
 * lengths; null or undefined: not declared yet, counted at the largest clip) leave no room for a
 * new one of `declared` bytes.
 */
export function requireRoomForUpload(inProgress: readonly (number | null)[], declared: number | undefined): void {
  const bytes = [...inProgress, declared].reduce<number>((sum, size) => sum + (size ?? MEDIA_MAX_BYTES.video), 0);
  const { perBooth } = RESUMABLE_UPLOADS;
  if (inProgress.length >= perBooth.uploads || bytes > perBooth.bytes) {
    throw { status_code: 429, body: `${RESUMABLE_QUOTA_MESSAGE}\n` };
  }
}
