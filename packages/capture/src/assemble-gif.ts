/** An animated GIF from the frames of a 3 in 1 shoot or a boomerang, made in a worker. */
import { frameOrder } from './frame-order.ts';
import { isRgbaFrame, type RgbaFrame, rgbaBuffersOf, rgbaOf } from './gif-frames.ts';
import type { GifJob, GifResult } from './gif-protocol.ts';

export type GifOptions = {
  width: number;
  height: number;
  /** How long each frame shows, in milliseconds (GIF keeps hundredths of a second). */
  delayMs: number;
  /** Play forward then back (0 1 2 3 2 1) rather than forward only. */
  boomerang?: boolean;
};

/**
 * The side of the kiosk's GIFs: square, 800 px. A GIF has 256 colours, so pixels beyond what a
 * phone shows it at (a 390 px wide screen at twice the density is 780 px) buy little, while they
 * cost upload time and the booth's offline storage: four noisy camera frames make about 1.8 MB
 * at 800×800 against 3.8 MB at 1080×1080. Both encode in well under the 3 s a guest waits
 * (median 0.33 s against 0.55 s here, docs/performance.md).
 */
export const GIF_SIZE = 800;

export async function assembleGif(
  frames: ReadonlyArray<ImageBitmap | ImageData | CanvasImageSource>,
  options: GifOptions,
): Promise<Blob> {
  const { width, height, delayMs, boomerang = false } = options;
  if (frames.length === 0) throw new RangeError('An animation needs at least one frame.');
  const rgba: RgbaFrame[] = frames.map((frame) =>
    isRgbaFrame(frame) && frame.width === width && frame.height === height
      ? frame
      : rgbaOf(isRgbaFrame(frame) ? imageDataCanvas(frame) : frame, width, height),
  );
  const job: GifJob = {
    frames: rgbaBuffersOf(rgba, width, height),
    order: frameOrder(frames.length, boomerang),
    width,
    height,
    delayMs,
  };
  const bytes = await runInWorker(job);
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'image/gif' });
}

function runInWorker(job: GifJob): Promise<Uint8Array> {
  const worker = new Worker(new URL('./gif-worker.ts', import.meta.url), { type: 'module' });
  return new Promise<Uint8Array>((resolve, reject) => {
    worker.onmessage = ({ data }: MessageEvent<GifResult>) =>
      data.ok ? resolve(data.bytes) : reject(new Error(`The GIF could not be made: ${data.message}`));
    worker.onerror = (event) => reject(new Error(`The GIF worker failed: ${event.message}`));
    worker.postMessage(job, job.frames);
  }).finally(() => worker.terminate());
}

/** ImageData of another size, as something drawImage takes. */
function imageDataCanvas(frame: RgbaFrame): OffscreenCanvas {
  const canvas = new OffscreenCanvas(frame.width, frame.height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas in this browser.');
  context.putImageData(new ImageData(frame.data as Uint8ClampedArray<ArrayBuffer>, frame.width, frame.height), 0, 0);
  return canvas;
}
