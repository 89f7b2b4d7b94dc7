/**
 * The guest in front of a virtual backdrop: the person, cut out by a segmentation mask (opaque
 * where the person is), drawn over the backdrop picture. Each picture is cropped to cover the
 * canvas from its centre, never stretched. The person may be mirrored, as the live preview is,
 * while the backdrop always reads the right way round.
 */
import { coverCrop, sizeOf } from './fit.ts';

export type BackdropScene = {
  /** The camera's picture the mask was made from. */
  image: CanvasImageSource;
  /**
   * Of the picture's aspect ratio, at any size: it is stretched over the picture with the
   * context's smoothing (a photo's canvas asks for the best; a live preview keeps the quick default).
   */
  mask: CanvasImageSource;
  backdrop: CanvasImageSource;
};

function drawCovering(context: CanvasRenderingContext2D, source: CanvasImageSource) {
  const { width, height } = context.canvas;
  const crop = coverCrop(sizeOf(source), { width, height });
  context.drawImage(source, crop.x, crop.y, crop.width, crop.height, 0, 0, width, height);
}

/** Draws the scene over the whole of the context's canvas. */
export function drawBackdropScene(
  context: CanvasRenderingContext2D,
  { image, mask, backdrop }: BackdropScene,
  { mirror }: { mirror: boolean },
) {
  const { width, height } = context.canvas;
  context.save();
  context.clearRect(0, 0, width, height);
  if (mirror) context.setTransform(-1, 0, 0, 1, width, 0);
  drawCovering(context, mask);
  context.globalCompositeOperation = 'source-in';
  drawCovering(context, image);
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.globalCompositeOperation = 'destination-over';
  drawCovering(context, backdrop);
  context.restore();
}

/**
 * The backdrop cut to cover a canvas of `size`, drawn once: a live preview draws it every frame
 * at that size, and a picture already of the canvas's size is drawn without scaling.
 */
export function backdropAtSize(
  backdrop: CanvasImageSource,
  size: { width: number; height: number },
): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  Object.assign(canvas, size);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas in this browser.');
  drawCovering(context, backdrop);
  return canvas;
}

/** A canvas of the camera picture's size with the person over the backdrop, the right way round. */
export function backdropSceneCanvas(scene: BackdropScene): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  const { width, height } = sizeOf(scene.image);
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas in this browser.');
  context.imageSmoothingQuality = 'high';
  drawBackdropScene(context, scene, { mirror: false });
  return canvas;
}
