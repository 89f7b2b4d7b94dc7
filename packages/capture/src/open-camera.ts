/** Opens one camera at the size the booth shoots at. */
import { CameraError, toCameraError } from './camera-error.ts';

export type CameraOptions = {
  /** A device id from `listCameras`; without it, the browser's default camera. */
  deviceId?: string;
  /** The size asked for, as `ideal`: a camera that cannot give it gives its nearest instead. */
  width?: number;
  height?: number;
  /** Called once if the camera goes away while open (unplugged, or taken by the system). */
  onEnded?: (error: CameraError) => void;
};

export type Camera = {
  stream: MediaStream;
  track: MediaStreamTrack;
  /** The size the camera actually delivers, which may differ from the size asked for. */
  settings: { width: number; height: number };
  /** Stops the camera; `onEnded` is not called for a close. */
  close(): void;
};

export const DEFAULT_CAMERA_SIZE = { width: 1920, height: 1080 } as const;

/** The constraints asked for. `ideal` rather than `exact`, so a 720p webcam still opens. */
export function cameraConstraints({
  deviceId,
  width = DEFAULT_CAMERA_SIZE.width,
  height = DEFAULT_CAMERA_SIZE.height,
}: CameraOptions): MediaStreamConstraints {
  // A chosen camera is `exact`: if it is gone, 'not-found' says so, rather than another camera opening.
  const device = deviceId ? { deviceId: { exact: deviceId } } : {};
  return { audio: false, video: { ...device, width: { ideal: width }, height: { ideal: height } } };
}

export async function openCamera(options: CameraOptions = {}): Promise<Camera> {
  if (!navigator.mediaDevices?.getUserMedia) throw new CameraError('denied');
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia(cameraConstraints(options));
  } catch (error) {
    throw toCameraError(error);
  }
  const track = stream.getVideoTracks()[0];
  if (!track) {
    for (const other of stream.getTracks()) other.stop();
    throw new CameraError('not-found');
  }
  let isClosed = false;
  // 'ended' fires when the device goes away, never for our own stop().
  track.addEventListener(
    'ended',
    () => {
      if (!isClosed) options.onEnded?.(new CameraError('unplugged'));
    },
    { once: true },
  );
  const { width = 0, height = 0 } = track.getSettings();
  return {
    stream,
    track,
    settings: { width, height },
    close() {
      isClosed = true;
      for (const each of stream.getTracks()) each.stop();
    },
  };
}
