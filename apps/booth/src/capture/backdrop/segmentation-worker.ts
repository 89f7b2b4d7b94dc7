/// <reference lib="webworker" />
/**
 * Finds the guest in each picture off the page's thread: MediaPipe's selfie segmentation model
 * (landscape, 256×144 in, a person probability per pixel out) on the TensorFlow Lite runtime in
 * WebAssembly, on the CPU (XNNPACK). Neither WebGL nor an OffscreenCanvas is needed, so every
 * engine with workers and WebAssembly runs it, and the page keeps painting the camera meanwhile.
 */
// Both loaders are bundled into this worker (10 KB each): a loader in a chunk of its own would
// import the bundler's helpers back from this script, and WebKit then runs this script twice.
import createPlainRuntime from '@twilio/video-processors/dist/build/tflite-1-0-0.js';
import createSimdRuntime from '@twilio/video-processors/dist/build/tflite-simd-1-0-0.js';
import { MODEL_FILE } from './segmentation-files.ts';
import type { SegmentationReply, SegmentationRequest } from './segmentation-protocol.ts';

/** How much a preview frame's own mask counts against the smoothed one before it. */
const NEW_MASK_WEIGHT = 0.6;

const scope = self as unknown as DedicatedWorkerGlobalScope;
let model: { tflite: TfliteRuntime.Module; width: number; height: number } | undefined;
let smoothed: Float32Array | undefined;

async function loadRuntime(folder: string): Promise<TfliteRuntime.Module> {
  const locateFile = (file: string) => `${folder}${file}`;
  try {
    return await createSimdRuntime({ locateFile });
  } catch {
    // An engine without WebAssembly SIMD.
    return createPlainRuntime({ locateFile });
  }
}

async function open(folder: string) {
  const [tflite, response] = await Promise.all([loadRuntime(folder), fetch(`${folder}${MODEL_FILE}`)]);
  if (!response.ok) throw new Error(`The model did not load (${response.status}).`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  tflite.HEAPU8.set(bytes, tflite._getModelBufferMemoryOffset());
  tflite._loadModel(bytes.byteLength);
  model = { tflite, width: tflite._getInputWidth(), height: tflite._getInputHeight() };
  return model;
}

/** Runs the model on RGBA bytes of its input size and writes the mask into their alpha. */
function segment(pixels: Uint8ClampedArray, smooth: boolean) {
  if (!model) throw new Error('The model is not open.');
  const { tflite, width, height } = model;
  const count = width * height;
  if (pixels.length !== count * 4) throw new RangeError(`Expected ${width}×${height} RGBA pixels.`);
  const input = tflite._getInputMemoryOffset() / 4;
  for (let index = 0; index < count; index++) {
    tflite.HEAPF32[input + index * 3] = (pixels[index * 4] ?? 0) / 255;
    tflite.HEAPF32[input + index * 3 + 1] = (pixels[index * 4 + 1] ?? 0) / 255;
    tflite.HEAPF32[input + index * 3 + 2] = (pixels[index * 4 + 2] ?? 0) / 255;
  }
  tflite._runInference();
  const output = tflite._getOutputMemoryOffset() / 4;
  const previous = smooth && smoothed?.length === count ? smoothed : undefined;
  const next = smooth ? (previous ?? new Float32Array(count)) : undefined;
  for (let index = 0; index < count; index++) {
    let person = tflite.HEAPF32[output + index] ?? 0;
    const before = previous?.[index];
    if (before !== undefined) person = before + NEW_MASK_WEIGHT * (person - before);
    if (next) next[index] = person;
    pixels[index * 4 + 3] = Math.round(person * 255);
  }
  if (next) smoothed = next;
}

function reply(message: SegmentationReply, transfer: Transferable[] = []) {
  scope.postMessage(message, transfer);
}

scope.onmessage = async ({ data }: MessageEvent<SegmentationRequest>) => {
  try {
    if (data.kind === 'open') {
      const { width, height } = model ?? (await open(data.folder));
      reply({ kind: 'opened', width, height });
    } else {
      segment(new Uint8ClampedArray(data.pixels), data.smooth);
      reply({ kind: 'mask', pixels: data.pixels }, [data.pixels]);
    }
  } catch (error) {
    reply({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
};
