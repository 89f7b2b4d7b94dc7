/**
 * Copies the person-segmentation model and the TensorFlow Lite runtime's WebAssembly (both
 * variants, from @twilio/video-processors) into the build under segmentation/, so the kiosk
 * loads them from its own server and the service worker keeps them offline with the rest of the
 * app: no file is fetched from anywhere else at run time. The runtime's two small loader scripts
 * are bundled into the segmentation worker itself.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { MODEL_FILE, RUNTIME_FILES, SEGMENTATION_FOLDER } from '../src/capture/backdrop/segmentation-files.ts';

export function segmentationFiles(): Plugin {
  return {
    name: 'boothdeck-kiosk-segmentation-files',
    apply: 'build',
    generateBundle() {
      const packageFile = createRequire(import.meta.url).resolve('@twilio/video-processors/package.json');
      const folder = path.join(path.dirname(packageFile), 'dist', 'build');
      for (const file of [MODEL_FILE, ...RUNTIME_FILES]) {
        this.emitFile({
          type: 'asset',
          fileName: `${SEGMENTATION_FOLDER}/${file}`,
          source: fs.readFileSync(path.join(folder, file)),
        });
      }
    },
  };
}
