/** A video or boomerang clip from the camera, with the poster the server asks for beside it. */
import { canvasToBlob, context2d } from './canvas-blob.ts';
import { CLIP_MIME_TYPES, CLIP_WITH_SOUND_MIME_TYPES, chooseClipMimeType, recordedClipType } from './clip-mime-type.ts';
import { grabStill } from './grab-still.ts';
import type { Camera } from './open-camera.ts';

export type ClipOptions = {
  durationMs: number;
  /** Formats to try, in order; the default is `CLIP_MIME_TYPES`, or `CLIP_WITH_SOUND_MIME_TYPES` with sound. */
  mimeTypes?: readonly string[];
  /** A microphone's stream: its sound is recorded with the camera's picture. */
  sound?: MediaStream | undefined;
  /** The live preview playing `camera.stream`, if the kiosk has one: the poster is grabbed from it. */
  video?: HTMLVideoElement;
};

export type Clip = { clip: Blob; poster: Blob; mimeType: string };

/** What the guest is told when the browser recorded nothing. */
export const EMPTY_RECORDING = 'This device recorded nothing.';

export async function recordClip(camera: Camera, options: ClipOptions): Promise<Clip> {
  const soundTracks = options.sound?.getAudioTracks() ?? [];
  const mimeType = chooseClipMimeType(
    options.mimeTypes ?? (soundTracks.length > 0 ? CLIP_WITH_SOUND_MIME_TYPES : CLIP_MIME_TYPES),
    (type) => MediaRecorder.isTypeSupported(type),
  );
  if (!mimeType) throw new Error('This browser cannot record video in a format the gallery keeps.');
  const stream =
    soundTracks.length > 0 ? new MediaStream([...camera.stream.getVideoTracks(), ...soundTracks]) : camera.stream;
  const recorder = new MediaRecorder(stream, { mimeType });
  const parts: Blob[] = [];
  recorder.ondataavailable = (event) => {
    if (event.data.size > 0) parts.push(event.data);
  };
  const stopped = new Promise<void>((resolve, reject) => {
    recorder.onstop = () => resolve();
    recorder.onerror = (event) => reject(new Error('The recording failed.', { cause: event }));
  });
  const started = new Promise<void>((resolve) => {
    recorder.onstart = () => resolve();
  });
  recorder.start(1000);
  await started;
  // The poster is the clip's first moment, grabbed while the recording runs.
  const posterPromise = posterOf(camera, options.video);
  const timer = setTimeout(() => recorder.state !== 'inactive' && recorder.stop(), options.durationMs);
  try {
    const [poster] = await Promise.all([posterPromise, stopped]);
    // An engine whose media stack cannot encode (WebKitGTK on an old GStreamer) stops with no
    // data and no error: the guest is told, rather than an empty clip being queued.
    if (parts.length === 0) throw new Error(EMPTY_RECORDING);
    const type = recordedClipType(parts, recorder.mimeType, mimeType);
    return { clip: new Blob(parts, { type }), poster, mimeType: type };
  } finally {
    clearTimeout(timer);
    if (recorder.state !== 'inactive') recorder.stop();
  }
}

async function posterOf(camera: Camera, preview?: HTMLVideoElement): Promise<Blob> {
  const video = preview ?? (await playingVideoOf(camera.stream));
  try {
    const still = await grabStill(camera, video);
    const canvas = still instanceof HTMLCanvasElement ? still : toCanvas(still);
    return await canvasToBlob(canvas);
  } finally {
    if (!preview) video.srcObject = null;
  }
}

async function playingVideoOf(stream: MediaStream): Promise<HTMLVideoElement> {
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.srcObject = stream;
  await video.play();
  return video;
}

function toCanvas(bitmap: ImageBitmap): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  context2d(canvas).drawImage(bitmap, 0, 0);
  return canvas;
}
