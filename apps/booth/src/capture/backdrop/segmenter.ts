/**
 * Tells the guest from the room, on the device and off the page's thread: the model runs in a
 * worker (segmentation-worker.ts), loaded from the kiosk's own build (segmentation/, kept
 * offline by the service worker) the first time a backdrop is offered. The page only shrinks
 * each picture to the model's size and gives the mask back the picture's aspect ratio. A
 * device that cannot run it (no workers or WebAssembly, an old browser) gets null, and the
 * kiosk offers no backdrop.
 */
import { loadCapture } from '../load-capture.ts';
import { SEGMENTATION_FOLDER } from './segmentation-files.ts';
import type { SegmentationReply, SegmentationRequest } from './segmentation-protocol.ts';

/**
 * A person mask for a picture: opaque where the person is, transparent elsewhere, of the
 * picture's aspect ratio at the model's resolution (drawing stretches it over the picture).
 */
export type Segmentation = { image: CanvasImageSource; mask: CanvasImageSource };

type Picture = HTMLCanvasElement | HTMLVideoElement | ImageBitmap;

export type Segmenter = {
  /**
   * The mask of one picture; one picture at a time. `smooth` is for the live preview: the mask
   * is blended with the previous frame's, so the outline holds still.
   */
  segment(image: Picture, options?: { smooth?: boolean }): Promise<Segmentation>;
};

const FOLDER = new URL(`${import.meta.env.BASE_URL}${SEGMENTATION_FOLDER}/`, globalThis.location?.href).href;

function canvasOf(width: number, height: number, { willReadFrequently = false } = {}) {
  const canvas = document.createElement('canvas');
  Object.assign(canvas, { width, height });
  const context = canvas.getContext('2d', { willReadFrequently });
  if (!context) throw new Error('No 2D canvas in this browser.');
  return { canvas, context };
}

/** The worker's answers, one request at a time. */
function askerOf(worker: Worker) {
  let queue: Promise<unknown> = Promise.resolve();
  const ask = (request: SegmentationRequest, transfer: Transferable[]) =>
    new Promise<SegmentationReply>((resolve, reject) => {
      worker.onmessage = ({ data }: MessageEvent<SegmentationReply>) =>
        data.kind === 'failed' ? reject(new Error(data.message)) : resolve(data);
      worker.onerror = (event) => reject(new Error(`The segmentation worker failed: ${event.message}`));
      worker.postMessage(request, transfer);
    });
  return (request: SegmentationRequest, transfer: Transferable[] = []) => {
    const next = queue.then(() => ask(request, transfer));
    queue = next.catch(() => {});
    return next;
  };
}

async function openSegmenter(): Promise<Segmenter> {
  if (typeof WebAssembly !== 'object' || typeof Worker !== 'function') {
    throw new Error('No WebAssembly or workers on this device.');
  }
  const worker = new Worker(new URL('./segmentation-worker.ts', import.meta.url), { type: 'module' });
  const ask = askerOf(worker);
  const opened = await ask({ kind: 'open', folder: FOLDER });
  if (opened.kind !== 'opened') throw new Error('The segmentation model did not open.');
  const input = canvasOf(opened.width, opened.height, { willReadFrequently: true });
  const maskAtModelSize = canvasOf(opened.width, opened.height);
  const { sizeOf } = await loadCapture();

  return {
    async segment(image, { smooth = false } = {}) {
      const { width, height } = sizeOf(image);
      // The model takes the whole picture, squeezed to its size; the mask is stretched back.
      input.context.drawImage(image, 0, 0, opened.width, opened.height);
      const { data } = input.context.getImageData(0, 0, opened.width, opened.height);
      const reply = await ask({ kind: 'segment', pixels: data.buffer, smooth }, [data.buffer]);
      if (reply.kind !== 'mask') throw new Error('The segmentation worker answered out of turn.');
      const pixels = new Uint8ClampedArray(reply.pixels);
      maskAtModelSize.context.putImageData(new ImageData(pixels, opened.width, opened.height), 0, 0);
      const mask = canvasOf(opened.width, Math.max(1, Math.round((opened.width * height) / width)));
      mask.context.imageSmoothingQuality = 'high';
      mask.context.drawImage(maskAtModelSize.canvas, 0, 0, mask.canvas.width, mask.canvas.height);
      return { image, mask: mask.canvas };
    },
  };
}

let opening: Promise<Segmenter | null> | undefined;

/** The device's segmenter, opened once; null when this device cannot run it. */
export function loadSegmenter(): Promise<Segmenter | null> {
  opening ??= openSegmenter().catch((error: unknown) => {
    console.warn('Virtual backdrops are off on this device:', error);
    return null;
  });
  return opening;
}
