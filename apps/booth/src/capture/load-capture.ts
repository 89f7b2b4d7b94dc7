/**
 * The camera, compositing, GIF and clip code, loaded the first time a screen needs the camera
 * rather than with the kiosk's first page (tried again a few times when it fails to arrive).
 */
import { withRetries } from '../ui/index.ts';

type CaptureModule = typeof import('@boothdeck/capture');

let loading: Promise<CaptureModule> | undefined;

export function loadCapture(): Promise<CaptureModule> {
  loading ??= withRetries(() => import('@boothdeck/capture')).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
