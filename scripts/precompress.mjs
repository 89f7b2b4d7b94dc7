/**
 * `node scripts/precompress.mjs <folder>`: writes a brotli (.br) and a gzip (.gz) copy beside
 * every text file of a built app (HTML, JavaScript, CSS, JSON, SVG, WebAssembly, the model
 * files), once, at build time. The server sends a copy as it is to a
 * client that accepts it, instead of compressing the file on every request. A copy no smaller
 * than its file is not kept.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(?:html|js|mjs|css|json|webmanifest|svg|txt|wasm|tflite|binarypb|data)$/i;
/** Below this a copy saves less than the header costs. */
const SMALLEST = 1024;

/**
 * Brotli's strongest setting for the app's own files; a notch lower for the few megabytes of
 * WebAssembly, which it would take minutes over for a few per cent.
 */
const brotliQualityOf = (bytes) => (bytes.length > 1024 * 1024 ? 9 : 11);

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function filesBelow(folder) {
  const entries = await fs.readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

async function writeCopies(file) {
  const bytes = await fs.readFile(file);
  if (bytes.length < SMALLEST) return 0;
  const copies = [
    [
      '.br',
      await brotli(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQualityOf(bytes),
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
    ],
    ['.gz', await gzip(bytes, { level: 9 })],
  ];
  let written = 0;
  for (const [extension, copy] of copies) {
    if (copy.length >= bytes.length) continue;
    await fs.writeFile(`${file}${extension}`, copy);
    written += 1;
  }
  return written;
}

const folder = process.argv[2];
if (!folder) {
  console.error('usage: node scripts/precompress.mjs <built folder>');
  process.exit(1);
}
const files = (await filesBelow(path.resolve(folder))).filter((file) => COMPRESSIBLE.test(file));
let written = 0;
for (const file of files) written += await writeCopies(file);
console.log(`precompressed ${files.length} files of ${folder} (${written} copies)`);
