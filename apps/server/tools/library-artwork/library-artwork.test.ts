import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LIBRARY_ASSETS_DIR } from '../../src/modules/libraries/library-catalogue.ts';
import { drawLibraryArtwork } from './library-artwork.ts';

const drawn = drawLibraryArtwork();

async function committedSvgFiles(folder = ''): Promise<string[]> {
  const entries = await fs.readdir(path.join(LIBRARY_ASSETS_DIR, folder), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const relative = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return committedSvgFiles(relative);
      return Promise.resolve(entry.name.endsWith('.svg') ? [relative] : []);
    }),
  );
  return nested.flat();
}

describe('library artwork', () => {
  it('is committed exactly as the generator draws it (run `npm run artwork` after changing a drawing)', async () => {
    expect((await committedSvgFiles()).sort()).toEqual([...drawn.keys()].sort());
    for (const [file, svg] of drawn) {
      expect(await fs.readFile(path.join(LIBRARY_ASSETS_DIR, file), 'utf8'), file).toBe(svg);
    }
  });

  it('draws self-contained SVG whose every internal reference resolves', () => {
    for (const [file, svg] of drawn) {
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), file).toBe(true);
      expect(svg, file).not.toMatch(/undefined|NaN|<script|href="(?!#)/);
      const ids = new Set([...svg.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]));
      const references = [...svg.matchAll(/url\(#([^)]+)\)|href="#([^"]+)"/g)].map((match) => match[1] ?? match[2]);
      for (const reference of references) expect(ids, `${file} → #${reference}`).toContain(reference);
    }
  });

  it('keeps every file small enough for a library modal', () => {
    for (const [file, svg] of drawn) expect(Buffer.byteLength(svg), file).toBeLessThan(40_000);
  });
});
