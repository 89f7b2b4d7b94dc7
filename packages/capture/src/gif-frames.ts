/**
 * The animation's frames as RGBA bytes of one size, ready to hand to the GIF worker by transfer
 * (moved, not copied: 1080×1080 is 4.7 MB a frame).
 */
import { context2d } from './canvas-blob.ts';
import { coverCrop, sizeOf } from './fit.ts';

/** ImageData, or anything shaped like it. */
export type RgbaFrame = { data: Uint8ClampedArray; width: number; height: number };

/** Each frame's bytes in a buffer of its own, checked to be `width`×`height` RGBA. */
export function rgbaBuffersOf(frames: readonly RgbaFrame[], width: number, height: number): ArrayBuffer[] {
  return frames.map((frame, index) => {
    if (frame.width !== width || frame.height !== height || frame.data.length !== width * height * 4)
      throw new RangeError(`Frame ${index} is ${frame.width}×${frame.height}, not ${width}×${height}.`);
    // A copy of just this frame's bytes: the caller keeps its frame, and a view into a larger buffer sends no more.
    return frame.data.slice().buffer;
  });
}

/** A picture cut to `width`×`height` (centre crop, as the photo is) and read back as RGBA. */
export function rgbaOf(source: CanvasImageSource, width: number, height: number): RgbaFrame {
  const canvas = new OffscreenCanvas(width, height);
  const context = context2d(canvas) as OffscreenCanvasRenderingContext2D;
  const crop = coverCrop(sizeOf(source), { width, height });
  context.drawImage(source, crop.x, crop.y, crop.width, crop.height, 0, 0, width, height);
  return context.getImageData(0, 0, width, height);
}

export function isRgbaFrame(frame: unknown): frame is RgbaFrame {
  return typeof frame === 'object' && frame !== null && (frame as RgbaFrame).data instanceof Uint8ClampedArray;
}
