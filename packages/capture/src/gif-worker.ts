/// <reference lib="webworker" />
/**
 * Encodes a GIF off the page's thread with gifenc. One palette for the whole animation, from
 * the first frame: frames of one shoot share their colours, one palette keeps the colours from
 * flickering between frames, and quantising is most of the work (about 0.4 s at 1080×1080).
 */
import { applyPalette, GIFEncoder, quantize } from 'gifenc';
import type { GifJob, GifResult } from './gif-protocol.ts';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = ({ data }: MessageEvent<GifJob>) => {
  let result: GifResult;
  try {
    result = { ok: true, bytes: encodeGif(data) };
  } catch (error) {
    result = { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  scope.postMessage(result, result.ok ? [result.bytes.buffer] : []);
};

function encodeGif({ frames, order, width, height, delayMs }: GifJob): Uint8Array {
  const first = frames[0];
  if (!first) throw new RangeError('An animation needs at least one frame.');
  const palette = quantize(new Uint8ClampedArray(first), 256);
  // A boomerang shows most frames twice: each is mapped to the palette once.
  const indexed = new Map<number, Uint8Array>();
  const gif = GIFEncoder();
  order.forEach((frameIndex, step) => {
    let pixels = indexed.get(frameIndex);
    if (!pixels) {
      const rgba = frames[frameIndex];
      if (!rgba) throw new RangeError(`There is no frame ${frameIndex}.`);
      pixels = applyPalette(new Uint8ClampedArray(rgba), palette);
      indexed.set(frameIndex, pixels);
    }
    gif.writeFrame(pixels, width, height, step === 0 ? { palette, delay: delayMs, repeat: 0 } : { delay: delayMs });
  });
  gif.finish();
  return gif.bytes();
}
