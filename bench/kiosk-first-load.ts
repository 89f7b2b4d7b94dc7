/**
 * The booth kiosk's first-load JavaScript, gzip: the entry chunk of apps/booth/dist and
 * everything it imports statically. Target < 250 KB. The camera, GIF and clip code
 * (packages/capture, its GIF worker), the form's rules and the QR codes must not be in it: each
 * is a dynamic import loaded when a screen first needs it, listed here with its own size.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from '../e2e/support/server-process.ts';
import { firstLoadKB } from './web-bundle.ts';

const DIST = path.join(ROOT, 'apps/booth/dist');
/** Source modules that must load only when a mode or screen needs them. */
const LATER = [
  /packages\/capture\/src\/index\.ts$/,
  /src\/leads\/index\.ts$/,
  /src\/share\/index\.ts$/,
  /src\/offers\/index\.ts$/,
];

const gzipKB = (file: string) => Number((gzipSync(fs.readFileSync(path.join(DIST, file))).length / 1024).toFixed(1));

export function measureKioskFirstLoad() {
  const { files, kb, manifest } = firstLoadKB(null, DIST);
  const loadedLater = Object.entries(manifest)
    .filter(([key]) => LATER.some((pattern) => pattern.test(key)))
    .map(([key, chunk]) => ({ source: key.replace(/^(\.\.\/)+/, ''), file: chunk.file, gzipKB: gzipKB(chunk.file) }));
  const workers = fs
    .readdirSync(path.join(DIST, 'assets'))
    .filter((file) => /worker/.test(file))
    .map((file) => ({ file: `assets/${file}`, gzipKB: gzipKB(`assets/${file}`) }));
  const heavyCodeInFirstLoad = loadedLater.some((later) => files.includes(later.file));
  return {
    name: 'kiosk-first-load-js',
    description:
      'Booth kiosk first-load JavaScript, gzip (entry + static imports); capture, GIF, clip, form and QR code load later',
    files,
    gzipKB: kb,
    loadedLater,
    workers,
    target: '< 250 KB, with the capture code loaded only when a mode needs it',
    meetsTarget: kb < 250 && !heavyCodeInFirstLoad && loadedLater.length === LATER.length,
  };
}
