/**
 * Room for captures: how many more the device can keep, from the browser's estimate of its
 * storage. The sizes are what the booth's captures weigh at a tablet camera's 1080p: a framed
 * JPEG about 1 MB, a 3 in 1 GIF with its stills kept as photos about 4 MB, a 6-second clip
 * with its poster up to about 8 MB (Safari records H.264 at a higher rate than Chromium). A
 * capture is only started when the largest of them, twice over, still fits: a guest is never
 * shown a capture the booth then cannot keep.
 */
const MB = 1024 * 1024;

/** What an average capture weighs, for "room for about N captures". */
export const TYPICAL_CAPTURE_BYTES = 3 * MB;
/** The free space below which no capture is started: two of the largest (a clip with its poster). */
export const ROOM_FOR_A_CAPTURE_BYTES = 2 * 8 * MB;

export type CaptureRoom = {
  /** Bytes the browser still lets this booth store, or null when it does not say. */
  freeBytes: number | null;
  quotaBytes: number | null;
  /** About how many captures fit (null when the browser does not say). */
  captures: number | null;
  /** Whether the next capture can be kept; true when the browser does not say (the write decides). */
  enough: boolean;
};

export function captureRoom(estimate: { usage?: number; quota?: number } | undefined): CaptureRoom {
  if (!estimate?.quota) return { freeBytes: null, quotaBytes: null, captures: null, enough: true };
  const freeBytes = Math.max(0, estimate.quota - (estimate.usage ?? 0));
  return {
    freeBytes,
    quotaBytes: estimate.quota,
    captures: Math.floor(freeBytes / TYPICAL_CAPTURE_BYTES),
    enough: freeBytes >= ROOM_FOR_A_CAPTURE_BYTES,
  };
}
