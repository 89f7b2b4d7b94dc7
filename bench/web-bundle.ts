/**
 * First-load JavaScript of a page, gzip: the entry chunk, everything it imports statically,
 * and the route's own lazy chunk with its static imports. Target < 150 KB for the login page
 * and the public gallery's pages (what a guest opening a shared address downloads).
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from '../e2e/support/server-process.ts';

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
type Manifest = Record<string, ManifestChunk>;

const DIST = path.join(ROOT, 'apps/web/dist');
const LOGIN_ROUTE_PATTERN = /features\/auth\/routes\/login/;
/** The heaviest of the guests' pages: the share view a shared address opens. */
const PUBLIC_GALLERY_ROUTE_PATTERN = /features\/public-gallery\/routes\/share-view-page/;

function staticClosure(manifest: Manifest, key: string, seen: Set<string>) {
  if (seen.has(key)) return;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
}

/** First-load JavaScript of a Vite build in `dist`: its entry with its static imports, and a route's chunk when named. */
export function firstLoadKB(routePattern: RegExp | null, dist = DIST) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const keys = new Set<string>();
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) throw new Error('no entry chunk in the web build manifest');
  staticClosure(manifest, entry[0], keys);
  const routeKey = routePattern ? Object.keys(manifest).find((key) => routePattern.test(key)) : undefined;
  if (routeKey) staticClosure(manifest, routeKey, keys);
  const files = [...keys].map((key) => manifest[key]?.file).filter((file): file is string => !!file?.endsWith('.js'));
  const gzipBytes = files.reduce((sum, file) => sum + gzipSync(fs.readFileSync(path.join(dist, file))).length, 0);
  return { files, routeChunkFound: !!routeKey, kb: Number((gzipBytes / 1024).toFixed(1)), manifest };
}

export function measureLoginFirstLoad() {
  const { files, routeChunkFound, kb } = firstLoadKB(LOGIN_ROUTE_PATTERN);
  return {
    name: 'login-page-first-load-js',
    description: 'Login page first-load JavaScript, gzip (entry + static imports + login route chunk)',
    files,
    loginRouteChunkFound: routeChunkFound,
    gzipKB: kb,
    target: '< 150 KB',
    meetsTarget: kb < 150,
  };
}

export function measurePublicGalleryFirstLoad() {
  const { files, routeChunkFound, kb } = firstLoadKB(PUBLIC_GALLERY_ROUTE_PATTERN);
  return {
    name: 'public-gallery-first-load-js',
    description: 'Public gallery pages first-load JavaScript, gzip (entry + static imports + their route chunk)',
    files,
    routeChunkFound,
    gzipKB: kb,
    target: '< 150 KB',
    meetsTarget: kb < 150,
  };
}
