/**
 * The recording format for clips, asked for by name. H.264 in MP4 first: it plays everywhere a
 * guest opens the gallery and knows its duration. Plain 'video/mp4' is not enough, since
 * Chromium then puts VP9 in the MP4, which many phones will not play. Then VP8 in WebM,
 * which every Chromium records. The server keeps either.
 */
export const CLIP_MIME_TYPES = ['video/mp4;codecs=avc1', 'video/webm;codecs=vp8', 'video/webm'] as const;

/** The first of `candidates` the recorder supports, or undefined when it supports none. */
export function chooseClipMimeType(
  candidates: readonly string[],
  isSupported: (mimeType: string) => boolean,
): string | undefined {
  return candidates.find((candidate) => isSupported(candidate));
}
