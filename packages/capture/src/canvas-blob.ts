/** A canvas as an encoded image, as a promise. */

export const JPEG_QUALITY = 0.9;

export function canvasToBlob(canvas: HTMLCanvasElement, type = 'image/jpeg', quality = JPEG_QUALITY): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error(`The canvas could not be encoded as ${type}.`))),
      type,
      quality,
    );
  });
}

export function context2d(canvas: HTMLCanvasElement | OffscreenCanvas) {
  const context = canvas.getContext('2d', { willReadFrequently: false }) as
    | CanvasRenderingContext2D
    | OffscreenCanvasRenderingContext2D
    | null;
  if (!context) throw new Error('No 2D canvas in this browser.');
  return context;
}
