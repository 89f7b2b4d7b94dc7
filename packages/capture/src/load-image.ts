/** Loads an event's artwork (frames, props, the watermark) ready to draw. */
import type { LookImage } from './capture-look.ts';

export type ImageLoader = (url: string) => Promise<LookImage>;

/**
 * An `<img>` decoded and ready. It asks for CORS (`crossOrigin = 'anonymous'`) so that artwork
 * from another origin than the kiosk's does not taint the canvas: a tainted canvas cannot be
 * encoded, and the photo would be lost at the shutter rather than here.
 */
export async function loadImage(url: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.crossOrigin = 'anonymous';
  image.decoding = 'async';
  image.src = url;
  try {
    await image.decode();
  } catch (error) {
    throw new Error(`The image ${url} could not be loaded.`, { cause: error });
  }
  return image;
}
