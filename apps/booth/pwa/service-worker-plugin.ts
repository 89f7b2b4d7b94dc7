/**
 * Writes the kiosk's service worker (pwa/service-worker.js) into the build as /booth/sw.js, with
 * the list of every built file to keep offline and an id that changes with the build, so a
 * booth picks up a new build the next time it is online.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { LAUNCH_FOLDER } from './home-screen-plugin.ts';

const TEMPLATE = path.join(import.meta.dirname, 'service-worker.js');
/** Files of public/ the page needs, copied as they are (not part of the bundle). */
const PUBLIC_FILES = ['manifest.webmanifest'];

export function kioskServiceWorker(): Plugin {
  return {
    name: 'boothdeck-kiosk-service-worker',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      // The launch screens are read by iPadOS when the booth is installed, never by the page offline.
      const built = Object.keys(bundle).filter(
        (file) => !file.startsWith('.vite/') && !file.endsWith('.map') && !file.startsWith(LAUNCH_FOLDER),
      );
      const files = [...new Set(['index.html', ...built, ...PUBLIC_FILES])].sort();
      const hash = createHash('sha256');
      for (const file of built) {
        const output = bundle[file];
        hash.update(file);
        if (output?.type === 'chunk') hash.update(output.code);
        else if (output?.type === 'asset') hash.update(output.source);
      }
      const source = fs
        .readFileSync(TEMPLATE, 'utf8')
        .replace('__BUILD_ID__', hash.digest('hex').slice(0, 16))
        .replace('__SHELL_FILES__', JSON.stringify(files));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}
