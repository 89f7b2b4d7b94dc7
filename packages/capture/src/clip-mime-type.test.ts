import { describe, expect, it } from 'vitest';
import { CLIP_MIME_TYPES, chooseClipMimeType, recordedClipType } from './clip-mime-type.ts';

describe('the recording format of a clip', () => {
  it('asks for H.264 in MP4 by its codec, never plain video/mp4', () => {
    expect(CLIP_MIME_TYPES[0]).toBe('video/mp4;codecs=avc1');
    expect(CLIP_MIME_TYPES).not.toContain('video/mp4');
    expect(chooseClipMimeType(CLIP_MIME_TYPES, () => true)).toBe('video/mp4;codecs=avc1');
  });

  it('falls back to VP8 in WebM where MP4 cannot be recorded', () => {
    const webmOnly = (type: string) => type.startsWith('video/webm');
    expect(chooseClipMimeType(CLIP_MIME_TYPES, webmOnly)).toBe('video/webm;codecs=vp8');
  });

  it('finds nothing when no format is supported', () => {
    expect(chooseClipMimeType(CLIP_MIME_TYPES, () => false)).toBeUndefined();
  });
});

describe('the type of a recorded clip', () => {
  const part = (type: string) => new Blob([new Uint8Array([1])], { type });

  it("is the data's own type, whatever the recorder says", () => {
    expect(recordedClipType([part('video/mp4; codecs=avc1.4d002a')], 'video/mp4', 'video/mp4;codecs=avc1')).toBe(
      'video/mp4; codecs=avc1.4d002a',
    );
  });

  it("is the recorder's when the data has none, then the type asked for (Firefox reads '' once stopped)", () => {
    expect(recordedClipType([part('')], 'video/webm', 'video/webm;codecs=vp8')).toBe('video/webm');
    expect(recordedClipType([part('')], '', 'video/webm;codecs=vp8')).toBe('video/webm;codecs=vp8');
    expect(recordedClipType([part(''), part('video/webm')], '', 'video/webm;codecs=vp8')).toBe('video/webm');
  });
});
