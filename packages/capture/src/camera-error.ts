/**
 * Every way a camera can fail, as one error type with a reason the kiosk can act on and a
 * message it can show as it is (to a guest, or to whoever runs the booth).
 */

export type CameraErrorReason = 'denied' | 'not-found' | 'in-use' | 'unplugged' | 'other';

export const CAMERA_MESSAGES: Record<CameraErrorReason, string> = {
  denied: 'This booth is not allowed to use the camera. Staff: allow camera access for this page in the browser.',
  'not-found': 'No camera found. Staff: connect a camera, or choose another one in the booth settings.',
  'in-use': 'The camera is busy in another program. Staff: close that program, then try again.',
  unplugged: 'The camera was disconnected. Staff: plug it back in, then try again.',
  other: 'The camera could not start. Staff: check the camera, then try again.',
};

export class CameraError extends Error {
  override readonly name = 'CameraError';
  readonly reason: CameraErrorReason;

  constructor(reason: CameraErrorReason, options?: { cause?: unknown }) {
    super(CAMERA_MESSAGES[reason], options);
    this.reason = reason;
  }
}

/**
 * The reason behind a getUserMedia rejection, by the DOMException's name: a refused permission
 * (or an insecure page) is 'denied'; no device, or a remembered device id that is gone, is
 * 'not-found'; a device another program holds is 'in-use'.
 */
export function cameraErrorReasonOf(error: unknown): CameraErrorReason {
  const name = error instanceof Error || isNamed(error) ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return 'denied';
    case 'NotFoundError':
    case 'OverconstrainedError':
      return 'not-found';
    case 'NotReadableError':
    case 'AbortError':
      return 'in-use';
    default:
      return 'other';
  }
}

export function toCameraError(error: unknown): CameraError {
  if (error instanceof CameraError) return error;
  return new CameraError(cameraErrorReasonOf(error), { cause: error });
}

function isNamed(value: unknown): value is { name: string } {
  return typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string';
}
