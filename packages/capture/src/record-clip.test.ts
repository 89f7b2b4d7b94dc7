import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Camera } from './open-camera.ts';
import { EMPTY_RECORDING, recordClip } from './record-clip.ts';

vi.mock('./grab-still.ts', () => ({ grabStill: async () => ({ width: 4, height: 3 }) }));
vi.mock('./canvas-blob.ts', () => ({
  canvasToBlob: async () => new Blob(['poster'], { type: 'image/jpeg' }),
  context2d: () => ({ drawImage() {} }),
}));

/** A recorder as an engine has it: which types it takes, what data it hands over, its mimeType once stopped. */
function fakeRecorder({
  supports,
  data,
  typeWhenStopped,
}: {
  supports: string[];
  data: Blob[];
  typeWhenStopped: string;
}) {
  const made: string[] = [];
  class FakeRecorder {
    static isTypeSupported = (type: string) => supports.includes(type);
    state = 'inactive';
    mimeType: string;
    onstart?: () => void;
    onstop?: () => void;
    onerror?: () => void;
    ondataavailable?: (event: { data: Blob }) => void;
    constructor(_stream: unknown, options: { mimeType: string }) {
      made.push(options.mimeType);
      this.mimeType = options.mimeType;
    }
    start() {
      this.state = 'recording';
      queueMicrotask(() => this.onstart?.());
    }
    stop() {
      this.state = 'inactive';
      for (const blob of data) this.ondataavailable?.({ data: blob });
      this.mimeType = typeWhenStopped;
      queueMicrotask(() => this.onstop?.());
    }
  }
  vi.stubGlobal('MediaRecorder', FakeRecorder);
  vi.stubGlobal('HTMLCanvasElement', class {});
  vi.stubGlobal('document', { createElement: () => ({}) });
  return made;
}

const camera = { stream: {}, settings: { width: 640, height: 480 } } as unknown as Camera;
const preview = {} as HTMLVideoElement;

afterEach(() => vi.unstubAllGlobals());

describe('recording a clip', () => {
  it('records WebM where the engine records only WebM, typed by its data though the recorder forgets (Firefox)', async () => {
    const made = fakeRecorder({
      supports: ['video/webm;codecs=vp8', 'video/webm'],
      data: [new Blob(['webm'], { type: 'video/webm' })],
      typeWhenStopped: '',
    });
    const { clip, mimeType } = await recordClip(camera, { durationMs: 1, video: preview });
    expect(made).toEqual(['video/webm;codecs=vp8']);
    expect(clip.type).toBe('video/webm');
    expect(mimeType).toBe('video/webm');
    expect(clip.size).toBe(4);
  });

  it('records H.264 in MP4 where the engine records only MP4 (WebKit)', async () => {
    const made = fakeRecorder({
      supports: ['video/mp4;codecs=avc1'],
      data: [new Blob(['mp4'], { type: 'video/mp4; codecs=avc1.4d002a' })],
      typeWhenStopped: 'video/mp4; codecs=avc1.4d002a',
    });
    const { clip } = await recordClip(camera, { durationMs: 1, video: preview });
    expect(made).toEqual(['video/mp4;codecs=avc1']);
    expect(clip.type).toBe('video/mp4; codecs=avc1.4d002a');
  });

  it('says so when the engine stopped with nothing recorded, rather than keeping an empty clip', async () => {
    fakeRecorder({ supports: ['video/mp4;codecs=avc1'], data: [new Blob([])], typeWhenStopped: 'video/mp4' });
    await expect(recordClip(camera, { durationMs: 1, video: preview })).rejects.toThrow(EMPTY_RECORDING);
  });
});

describe("recording a clip with the guest's sound", () => {
  it("records the camera's picture and the microphone's sound together, in a format with a sound codec", async () => {
    const made = fakeRecorder({
      supports: ['video/mp4;codecs=avc1', 'video/mp4;codecs=avc1,opus'],
      data: [new Blob(['mp4'], { type: 'video/mp4' })],
      typeWhenStopped: 'video/mp4',
    });
    const recorded: unknown[][] = [];
    vi.stubGlobal(
      'MediaStream',
      class {
        constructor(tracks: unknown[]) {
          recorded.push(tracks);
        }
      },
    );
    const picture = { kind: 'video' };
    const sound = { kind: 'audio' };
    const withPicture = { ...camera, stream: { getVideoTracks: () => [picture] } } as unknown as Camera;
    const microphone = { getAudioTracks: () => [sound] } as unknown as MediaStream;
    await recordClip(withPicture, { durationMs: 1, video: preview, sound: microphone });
    // Chromium without an AAC encoder: Opus beside H.264.
    expect(made).toEqual(['video/mp4;codecs=avc1,opus']);
    expect(recorded).toEqual([[picture, sound]]);
  });
});
