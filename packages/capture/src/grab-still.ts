/** The shutter: the camera's current frame, at the camera's full size. */
import type { Camera } from './open-camera.ts';

type FrameGrabber = { grabFrame(): Promise<ImageBitmap> };
type ImageCaptureConstructor = new (track: MediaStreamTrack) => FrameGrabber;

/**
 * Copies the frame the live `<video>` shows (playing `camera.stream`) onto a canvas.
 *
 * Drawing the playing video is the fast path: about 5 ms at 1920×1080, where
 * `ImageCapture.grabFrame()` takes 30–50 ms and `takePhoto()` about 0.6 s (it encodes a PNG of
 * the whole frame). So ImageCapture is used only when the video has no frame to draw yet (just
 * opened, or paused in a background tab), since it reads the track itself.
 */
export async function grabStill(camera: Camera, video: HTMLVideoElement): Promise<ImageBitmap | HTMLCanvasElement> {
  if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || video.videoWidth === 0) {
    const ImageCapture = (globalThis as unknown as { ImageCapture?: ImageCaptureConstructor }).ImageCapture;
    if (ImageCapture) return new ImageCapture(camera.track).grabFrame();
    await new Promise<void>((resolve) => video.addEventListener('loadeddata', () => resolve(), { once: true }));
  }
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas in this browser.');
  context.drawImage(video, 0, 0);
  return canvas;
}
