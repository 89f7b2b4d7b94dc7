/**
 * First-load JavaScript of the login page, gzip: the entry chunk, everything it imports
 * statically, and the login route's own lazy chunk with its static imports. Target < 150 KB.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from '../e2e/support/server-process.ts';

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
type Manifest = Record<string, ManifestChunk>;

const DIST = path.join(ROOT, 'apps/web/dist');
const LOGIN_ROUTE_PATTERN = /features\/auth\/routes\/login/;

function staticClosure(manifest: Manifest, key: string, seen: Set<string>) {
  if (seen.has(key)) return;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
}

export function measureLoginFirstLoad() {
  const manifest = JSON.parse(fs.readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Manifest;
  const keys = new Set<string>();
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) throw new Error('no entry chunk in the web build manifest');
  staticClosure(manifest, entry[0], keys);
  const loginKey = Object.keys(manifest).find((key) => LOGIN_ROUTE_PATTERN.test(key));
  if (loginKey) staticClosure(manifest, loginKey, keys);
  const files = [...keys].map((key) => manifest[key]?.file).filter((file): file is string => !!file?.endsWith('.js'));
  const gzipBytes = files.reduce((sum, file) => sum + gzipSync(fs.readFileSync(path.join(DIST, file))).length, 0);
  const kb = Number((gzipBytes / 1024).toFixed(1));
  return {
    name: 'login-page-first-load-js',
    description: 'Login page first-load JavaScript, gzip (entry + static imports + login route chunk)',
    files,
    loginRouteChunkFound: !!loginKey,
    gzipKB: kb,
    target: '< 150 KB',
    meetsTarget: kb < 150,
  };
}
