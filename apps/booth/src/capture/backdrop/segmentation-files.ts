/**
 * The segmentation's files in the kiosk's build: the build copies them there
 * (pwa/segmentation-files-plugin.ts) and the segmenter's worker loads them from there.
 */

/** The build folder, under the kiosk's base address. */
export const SEGMENTATION_FOLDER = 'segmentation';
/** MediaPipe's selfie segmentation model, its landscape variant (256×144 in). */
export const MODEL_FILE = 'selfie_segmentation_landscape.tflite';
/** The TensorFlow Lite runtime's WebAssembly, SIMD and plain; the loaders ask for them by these names. */
export const RUNTIME_FILES = ['tflite-simd-1-0-0.wasm', 'tflite-1-0-0.wasm'];
