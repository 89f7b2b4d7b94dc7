/**
 * Copies the person-segmentation model and its WebAssembly (the files of
 * @mediapipe/selfie_segmentation) into the build under segmentation/, so the kiosk loads them
 * from its own server and the service worker keeps them offline with the rest of the app: no
 * file is fetched from anywhere else at run time.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The build folder the kiosk loads them from (see src/capture/backdrop/segmenter.ts). */
export const SEGMENTATION_FOLDER = 'segmentation';
/** The package's runtime files: its script, graph, both models and both WebAssembly builds. */
const RUNTIME_FILE = /\.(js|binarypb|tflite|wasm|data)$/;

export function segmentationFiles(): Plugin {
  return {
    name: 'boothdeck-kiosk-segmentation-files',
    apply: 'build',
    generateBundle() {
      const entry = createRequire(import.meta.url).resolve('@mediapipe/selfie_segmentation');
      const folder = path.dirname(entry);
      for (const file of fs.readdirSync(folder).filter((name) => RUNTIME_FILE.test(name))) {
        this.emitFile({
          type: 'asset',
          fileName: `${SEGMENTATION_FOLDER}/${file}`,
          source: fs.readFileSync(path.join(folder, file)),
        });
      }
    },
  };
}
