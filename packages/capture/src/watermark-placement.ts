/**
 * Where the event's watermark goes on a picture: as the organiser's preview (380×488) shows
 * it, scaled up to the picture. In the preview the logo keeps its own size up to 35 % of the
 * width and 110 px high, 20 px in from the chosen corner; the picture scales all of that by the
 * smaller of its width and height ratios to the preview, so a landscape photo does not get a
 * logo half its height.
 */
import { WATERMARK_OFFSET_PX, WATERMARK_PREVIEW } from '@boothdeck/contract';
import type { Rect } from './fit.ts';

export type WatermarkPosition = { x: 'left' | 'right'; y: 'top' | 'bottom' };

const PREVIEW_MAX_WIDTH = 0.35 * WATERMARK_PREVIEW.width;
const PREVIEW_MAX_HEIGHT = 110;

export function placeWatermark(
  logo: { width: number; height: number },
  picture: { width: number; height: number },
  position: WatermarkPosition,
): Rect {
  const inPreview = Math.min(1, PREVIEW_MAX_WIDTH / logo.width, PREVIEW_MAX_HEIGHT / logo.height);
  const toPicture = Math.min(picture.width / WATERMARK_PREVIEW.width, picture.height / WATERMARK_PREVIEW.height);
  const width = logo.width * inPreview * toPicture;
  const height = logo.height * inPreview * toPicture;
  const inset = WATERMARK_OFFSET_PX * toPicture;
  return {
    x: position.x === 'left' ? inset : picture.width - inset - width,
    y: position.y === 'top' ? inset : picture.height - inset - height,
    width,
    height,
  };
}
