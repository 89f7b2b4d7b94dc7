/**
 * A live camera for a screen: opened when the screen shows, playing into its `<video>`, closed
 * when it goes. A camera that is refused, missing, busy or unplugged becomes a message the
 * screen shows, and "try again" opens it anew.
 */
import type { Camera, CameraErrorReason } from '@boothdeck/capture';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { noteCamera } from '../fleet/index.ts';
import { loadCapture } from './load-capture.ts';

const CAMERA_NOT_STARTED = 'The camera could not start. Staff: check the camera, then try again.';

export type CameraState =
  | { status: 'opening' }
  | { status: 'live'; camera: Camera }
  /** `message` in English, for the device check; the guest's screens say `reason` in the guest's language. */
  | { status: 'failed'; reason: CameraErrorReason; message: string };

const NOT_STARTED = { status: 'failed', reason: 'other', message: CAMERA_NOT_STARTED } as const;

export function useCamera(
  deviceId: string | undefined,
  video: RefObject<HTMLVideoElement | null>,
): { state: CameraState; retry: () => void } {
  const [state, setState] = useState<CameraState>({ status: 'opening' });
  const [attempt, setAttempt] = useState(0);
  const cameraRef = useRef<Camera | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each retry opens the camera anew.
  useEffect(() => {
    let closed = false;
    setState({ status: 'opening' });
    void (async () => {
      // The camera code not arriving (after its retries) fails like a camera that will not start.
      const capture = await loadCapture().catch(() => null);
      if (!capture) return void (closed || setState(NOT_STARTED));
      try {
        const camera = await capture.openCamera({
          ...(deviceId ? { deviceId } : {}),
          onEnded: ({ reason, message }) => !closed && setState({ status: 'failed', reason, message }),
        });
        if (closed) return camera.close();
        cameraRef.current = camera;
        const element = video.current;
        if (element) {
          element.muted = true;
          element.playsInline = true;
          element.srcObject = camera.stream;
          await element.play().catch(() => {});
        }
        setState({ status: 'live', camera });
        noteCamera({ opened: { label: camera.track.label, ...camera.settings } });
      } catch (error) {
        if (closed) return;
        noteCamera({ failed: error instanceof capture.CameraError ? error.reason : 'other' });
        setState(
          error instanceof capture.CameraError
            ? { status: 'failed', reason: error.reason, message: error.message }
            : NOT_STARTED,
        );
      }
    })();
    return () => {
      closed = true;
      cameraRef.current?.close();
      cameraRef.current = null;
      if (video.current) video.current.srcObject = null;
    };
  }, [deviceId, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
}
