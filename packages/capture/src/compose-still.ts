/**
 * The guest's photo as it is kept: the camera frame cut to the output's shape, mirrored if the
 * guest saw a mirror, coloured by the filter, then the props, the frame overlay (cut to cover the
 * output, like the camera picture; a photo with a frame takes the frame's shape, see
 * `largestInside`) and the watermark.
 */
import { canvasToBlob, context2d } from './canvas-blob.ts';
import type { CaptureLook, PlacedProp } from './capture-look.ts';
import { installColorFilter } from './color-filter.ts';
import { coverCrop, sizeOf } from './fit.ts';
import { placeWatermark } from './watermark-placement.ts';

export type StillOptions = {
  width: number;
  height: number;
  /** Flip the photo left to right, as the live preview shows it; overlays are never flipped. */
  mirror?: boolean;
};

/** Draws the look onto a new canvas of the output's size. */
export function renderStill(source: CanvasImageSource, look: CaptureLook, options: StillOptions): HTMLCanvasElement {
  const { width, height, mirror = false } = options;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = context2d(canvas) as CanvasRenderingContext2D;

  const crop = coverCrop(sizeOf(source), { width, height });
  context.save();
  if (mirror) {
    context.translate(width, 0);
    context.scale(-1, 1);
  }
  if (look.filterId) context.filter = installColorFilter(look.filterId, canvas.ownerDocument);
  context.drawImage(source, crop.x, crop.y, crop.width, crop.height, 0, 0, width, height);
  context.restore();

  for (const prop of look.props ?? []) drawProp(context, prop, width, height);
  if (look.frameImage) drawCovering(context, look.frameImage, width, height);
  if (look.watermark) {
    const { image, position } = look.watermark;
    const place = placeWatermark(sizeOf(image), { width, height }, position);
    context.drawImage(image, place.x, place.y, place.width, place.height);
  }
  return canvas;
}

/** The composed photo as a JPEG (quality 0.9), the format the server keeps photos in. */
export function composeStill(source: CanvasImageSource, look: CaptureLook, options: StillOptions): Promise<Blob> {
  return canvasToBlob(renderStill(source, look, options));
}

/** An overlay over the whole picture, cut to its shape as the preview shows it (`object-fit: cover`), never stretched. */
function drawCovering(context: CanvasRenderingContext2D, image: CanvasImageSource, width: number, height: number) {
  const crop = coverCrop(sizeOf(image), { width, height });
  context.drawImage(image, crop.x, crop.y, crop.width, crop.height, 0, 0, width, height);
}

function drawProp(context: CanvasRenderingContext2D, prop: PlacedProp, width: number, height: number) {
  const w = prop.width * width;
  const h = prop.height * height;
  context.save();
  context.translate(prop.x * width + w / 2, prop.y * height + h / 2);
  if (prop.rotation) context.rotate((prop.rotation * Math.PI) / 180);
  context.drawImage(prop.image, -w / 2, -h / 2, w, h);
  context.restore();
}
