/** What goes on a guest's photo besides the photo itself. */
import type { WatermarkPosition } from './watermark-placement.ts';

export type LookImage = ImageBitmap | HTMLImageElement | HTMLCanvasElement;

/**
 * A digital prop where the guest put it. Position and size are fractions of the output picture
 * (0..1 from its top-left corner), so the same placement fits the preview and the full-size photo.
 */
export type PlacedProp = {
  image: LookImage;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Degrees clockwise, around the prop's centre. */
  rotation?: number;
};

export type CaptureLook = {
  /** An overlay over the whole picture (cut to cover it, never stretched), drawn above the photo and the props. */
  frameImage?: LookImage;
  /** A slug of the contract's `COLOR_FILTERS` (`mono`, `sepia`, …), applied to the photo only. */
  filterId?: string;
  props?: PlacedProp[];
  /** The event's logo, drawn last, in a corner. */
  watermark?: { image: LookImage; position: WatermarkPosition };
};
