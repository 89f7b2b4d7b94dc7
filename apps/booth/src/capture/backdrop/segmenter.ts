/**
 * Tells the guest from the room, on the device: @mediapipe/selfie_segmentation's model in
 * WebAssembly, loaded from the kiosk's own build (segmentation/, kept offline by the service
 * worker) the first time a backdrop is offered. A device that cannot run it (no WebGL, no
 * WebAssembly, an old browser) gets null, and the kiosk offers no backdrop.
 */

/** A person mask for a picture: opaque where the person is, transparent elsewhere, the picture's size. */
export type Segmentation = { image: CanvasImageSource; mask: CanvasImageSource };

export type Segmenter = {
  /** The mask of one picture; one picture at a time. */
  segment(image: HTMLCanvasElement | HTMLVideoElement | ImageBitmap): Promise<Segmentation>;
};

type Results = { image: CanvasImageSource; segmentationMask: CanvasImageSource };
type Solution = {
  setOptions(options: { modelSelection: 0 | 1; selfieMode: boolean }): void;
  onResults(listener: (results: Results) => void): void;
  initialize(): Promise<void>;
  send(input: { image: HTMLCanvasElement | HTMLVideoElement | ImageBitmap }): Promise<void>;
};
type SolutionConstructor = new (config: { locateFile: (file: string) => string }) => Solution;

const FOLDER = `${import.meta.env.BASE_URL}segmentation/`;

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`Could not load ${src}`));
    document.head.append(script);
  });
}

/**
 * MediaPipe draws each mask on the one canvas it keeps, so a mask read after its callback may
 * already be the next picture's (the preview and a capture take turns): it is copied while it is
 * still this picture's.
 */
function copyOf(mask: CanvasImageSource): HTMLCanvasElement {
  const { width, height } = mask as HTMLCanvasElement | ImageBitmap;
  const copy = document.createElement('canvas');
  Object.assign(copy, { width, height });
  copy.getContext('2d')?.drawImage(mask, 0, 0);
  return copy;
}

async function openSegmenter(): Promise<Segmenter> {
  if (typeof WebAssembly !== 'object') throw new Error('No WebAssembly on this device.');
  const global = globalThis as unknown as { SelfieSegmentation?: SolutionConstructor };
  if (!global.SelfieSegmentation) await loadScript(`${FOLDER}selfie_segmentation.js`);
  const Solution = global.SelfieSegmentation;
  if (!Solution) throw new Error('The segmentation script did not load.');
  const solution = new Solution({ locateFile: (file) => `${FOLDER}${file}` });
  // The landscape model (256×144) is the faster one and suits a booth's wide picture.
  solution.setOptions({ modelSelection: 1, selfieMode: false });
  let waiting: ((results: Results) => void) | undefined;
  solution.onResults((results) => waiting?.(results));
  await solution.initialize();
  let queue: Promise<unknown> = Promise.resolve();
  const segment = (image: HTMLCanvasElement | HTMLVideoElement | ImageBitmap) =>
    new Promise<Segmentation>((resolve, reject) => {
      waiting = (results) => resolve({ image: results.image, mask: copyOf(results.segmentationMask) });
      solution.send({ image }).catch(reject);
    });
  return {
    segment(image) {
      const next = queue.then(() => segment(image));
      queue = next.catch(() => {});
      return next;
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
