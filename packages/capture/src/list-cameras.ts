/** The cameras the browser can see, for the operator's camera chooser. */
import { toCameraError } from './camera-error.ts';

export type CameraInfo = { deviceId: string; label: string };

/**
 * Every video input. Labels are empty until the page has been allowed a camera once, so the
 * kiosk should list after its first `openCamera`; a nameless camera is called "Camera n".
 */
export async function listCameras(): Promise<CameraInfo[]> {
  if (!navigator.mediaDevices?.enumerateDevices) return [];
  try {
    const devices = await navigator.mediaDevices.enumerateDevices();
    return devices
      .filter((device) => device.kind === 'videoinput')
      .map((device, index) => ({ deviceId: device.deviceId, label: device.label || `Camera ${index + 1}` }));
  } catch (error) {
    throw toCameraError(error);
  }
}
