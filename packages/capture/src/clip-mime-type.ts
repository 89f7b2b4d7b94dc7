/**
 * The recording format for clips, asked for by name. Engines record different containers:
 * WebKit (Safari) records MP4 only, Firefox WebM only, Chromium both. So the recorder takes the
 * first of an ordered list that `MediaRecorder.isTypeSupported` accepts, asking with codec
 * strings: plain 'video/mp4' is not enough, since Chromium then puts VP9 in the MP4, which many
 * phones will not play. H.264 in MP4 first (it plays everywhere a guest opens the gallery and
 * knows its duration), then VP8 in WebM. The server keeps either.
 */
export const CLIP_MIME_TYPES = ['video/mp4;codecs=avc1', 'video/webm;codecs=vp8', 'video/webm'] as const;

/**
 * The same with the guest's sound: AAC beside H.264 in MP4 (Safari, Chrome), else Opus beside it
 * (Chromium builds without an AAC encoder, such as Debian's), else Opus beside VP8 in WebM. A
 * recorder asked for video codecs only may refuse a stream with sound.
 */
export const CLIP_WITH_SOUND_MIME_TYPES = [
  'video/mp4;codecs=avc1,mp4a.40.2',
  'video/mp4;codecs=avc1,opus',
  'video/webm;codecs=vp8,opus',
  'video/webm',
] as const;

/** The first of `candidates` the recorder supports, or undefined when it supports none. */
export function chooseClipMimeType(
  candidates: readonly string[],
  isSupported: (mimeType: string) => boolean,
): string | undefined {
  return candidates.find((candidate) => isSupported(candidate));
}

/**
 * The type of what was recorded: the data's own type first, since an engine may record another
 * codec than asked and Firefox's `recorder.mimeType` reads "" once stopped; then the recorder's,
 * then the type asked for.
 */
export function recordedClipType(parts: readonly Blob[], recorderType: string, asked: string): string {
  return parts.find((part) => part.type)?.type || recorderType || asked;
}
