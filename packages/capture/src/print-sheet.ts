/**
 * Prints at 300 dpi, drawn on the device. A strip session's shots are laid into the strip's
 * places (`stripSlots`), each cut from the camera's full frame to cover its place, never
 * stretched: that strip is the capture kept. A print is the capture cut to cover the paper's
 * artwork with the print frame laid over it (the print document puts a strip twice on a sheet),
 * as the server makes the organiser's print-ready file.
 */
import { PAPER_SIZES, type PaperSize, stripSlots } from '@boothdeck/contract/option-constants';
import { canvasToBlob, context2d } from './canvas-blob.ts';
import type { CaptureLook } from './capture-look.ts';
import { renderStill } from './compose-still.ts';
import { coverCrop, sizeOf } from './fit.ts';

/** Where a strip's shots sit (the contract's layout), for the kiosk's preview of one shot. */
export { stripSlots };

const canvasOf = (width: number, height: number) => {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = context2d(canvas) as CanvasRenderingContext2D;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  return { canvas, context };
};

/** The strip of a strip session: each shot with the guest's look, in its place on a white strip (a JPEG). */
export function composeStrip(
  shots: CanvasImageSource[],
  look: CaptureLook,
  paper: PaperSize = '2x6-strips',
): Promise<Blob> {
  const artwork = PAPER_SIZES[paper].artwork;
  const { canvas, context } = canvasOf(artwork[0], artwork[1]);
  // The event's screen frame is not drawn on a strip: the print frame covers the whole strip.
  const { frameImage: _screenFrame, ...plain } = look;
  for (const [index, slot] of stripSlots(shots.length, artwork).entries()) {
    const shot = shots[index];
    if (!shot) continue;
    const drawn = renderStill(shot, plain, { width: slot.width, height: slot.height });
    context.drawImage(drawn, slot.x, slot.y);
  }
  return canvasToBlob(canvas, 'image/jpeg', 0.92);
}

/** One print (or one strip) at the paper's artwork size: the picture covering it, the print frame over it. */
export function printArtwork(
  picture: CanvasImageSource,
  frame: CanvasImageSource | null,
  paper: PaperSize,
): Promise<Blob> {
  const [width, height] = PAPER_SIZES[paper].artwork;
  const { canvas, context } = canvasOf(width, height);
  const crop = coverCrop(sizeOf(picture), { width, height });
  context.drawImage(picture, crop.x, crop.y, crop.width, crop.height, 0, 0, width, height);
  if (frame) context.drawImage(frame, 0, 0, width, height);
  return canvasToBlob(canvas, 'image/jpeg', 0.95);
}
