/**
 * Draws the library artwork into assets/library, replacing what is there (SVG files no longer
 * drawn are removed). Run `npm run artwork -w @boothdeck/server`. A build-time tool: the
 * server only reads the committed files.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { LIBRARY_ASSETS_DIR } from '../../src/modules/libraries/library-catalogue.ts';
import { drawLibraryArtwork } from './library-artwork.ts';

async function listSvgFiles(root: string, folder = ''): Promise<string[]> {
  const entries = await fs.readdir(path.join(root, folder), { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((entry) => {
      const relative = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return listSvgFiles(root, relative);
      return Promise.resolve(entry.name.endsWith('.svg') ? [relative] : []);
    }),
  );
  return nested.flat();
}

const files = drawLibraryArtwork();
for (const stale of await listSvgFiles(LIBRARY_ASSETS_DIR)) {
  if (!files.has(stale)) await fs.rm(path.join(LIBRARY_ASSETS_DIR, stale));
}
for (const [file, svg] of files) {
  const target = path.join(LIBRARY_ASSETS_DIR, ...file.split('/'));
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.writeFile(target, svg);
}
console.log(`Wrote ${files.size} artwork files to ${path.relative(process.cwd(), LIBRARY_ASSETS_DIR)}`);
