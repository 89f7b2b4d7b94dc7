/**
 * The demo's pictures, drawn with sharp and handed over as data URLs, as the web forms upload
 * them: each event's image (three of the library's frame previews as prints on a coloured
 * backdrop) and the organiser's brand mark, used as watermark and social gallery logo.
 */
import path from 'node:path';
import sharp from 'sharp';
import { LIBRARY_ASSETS_DIR } from '../../src/modules/libraries/library-catalogue.ts';

const WIDTH = 1280;
const HEIGHT = 720;
const PRINT_HEIGHT = 430;
const PRINT_BORDER = 12;

/** Backdrop gradients, from the top left to the bottom right. */
export const BACKDROPS: readonly [string, string][] = [
  ['#4338ca', '#db2777'],
  ['#0f766e', '#38bdf8'],
  ['#9a3412', '#f59e0b'],
  ['#1e3a8a', '#8b5cf6'],
  ['#be123c', '#fb7185'],
  ['#14532d', '#a3e635'],
  ['#312e81', '#06b6d4'],
];

/** Where each print stands, left to right: its centre across the picture and its tilt. */
const PRINTS = [
  { centre: 0.22, angle: -7 },
  { centre: 0.5, angle: -1 },
  { centre: 0.78, angle: 6 },
] as const;

const asDataUrl = (bytes: Buffer, type: string) => `data:${type};base64,${bytes.toString('base64')}`;

function backdropSvg([from, to]: readonly [string, string], index: number): string {
  const lights = Array.from({ length: 14 }, (_, light) => {
    const x = (light * 97 + index * 53) % WIDTH;
    const y = (light * 151 + index * 31) % HEIGHT;
    const r = 18 + ((light * 7 + index) % 5) * 14;
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" fill-opacity="0.12"/>`;
  }).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">`,
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>`,
    '</linearGradient></defs>',
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>${lights}</svg>`,
  ].join('');
}

/** A library frame preview as a bordered print, tilted, on a transparent ground. */
async function printOf(file: string, angle: number): Promise<Print> {
  const border = { top: PRINT_BORDER, bottom: PRINT_BORDER, left: PRINT_BORDER, right: PRINT_BORDER };
  const flat = await sharp(path.join(LIBRARY_ASSETS_DIR, file))
    .resize({ height: PRINT_HEIGHT })
    .extend({ ...border, background: '#ffffff' })
    .png()
    .toBuffer();
  const { data, info } = await sharp(flat)
    .rotate(angle, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}

type Print = { bytes: Buffer; width: number; height: number };

/**
 * Draws event images: event `index` gets a JPEG of 1280 × 720 showing `previewFiles` (library
 * paths of up to three frame previews) as prints. Each print, and each event image, is drawn
 * once by a maker and reused: a load that follows another in the same process draws nothing.
 */
export function createEventImageMaker() {
  const prints = new Map<string, Promise<Print>>();
  const drawn = new Map<string, Promise<string>>();
  const printFor = (file: string, angle: number) => {
    const key = `${file}@${angle}`;
    let print = prints.get(key);
    if (!print) {
      print = printOf(file, angle);
      prints.set(key, print);
    }
    return print;
  };

  async function draw(previewFiles: readonly string[], index: number): Promise<string> {
    if (previewFiles.length === 0) throw new Error('The frame library is empty');
    const backdrop = BACKDROPS[index % BACKDROPS.length] ?? BACKDROPS[0];
    if (!backdrop) throw new Error('No backdrop colours');
    const placed = await Promise.all(
      PRINTS.map(async ({ centre, angle }, position) => {
        const print = await printFor(previewFiles[position % previewFiles.length] ?? '', angle);
        const left = Math.round(centre * WIDTH - print.width / 2);
        const top = Math.round((HEIGHT - print.height) / 2);
        return { input: print.bytes, left: Math.max(0, left), top: Math.max(0, top) };
      }),
    );
    const image = await sharp(Buffer.from(backdropSvg(backdrop, index)))
      .composite(placed)
      .jpeg({ quality: 90 })
      .toBuffer();
    return asDataUrl(image, 'image/jpeg');
  }

  return function eventImageDataUrl(previewFiles: readonly string[], index: number): Promise<string> {
    const key = `${previewFiles.join(',')}#${index}`;
    let image = drawn.get(key);
    if (!image) {
      image = draw(previewFiles, index);
      drawn.set(key, image);
    }
    return image;
  };
}

const BRAND_MARK_SVG = [
  '<svg xmlns="http://www.w3.org/2000/svg" width="360" height="120" viewBox="0 0 360 120">',
  '<rect x="2" y="2" width="356" height="116" rx="58" fill="#ffffff" fill-opacity="0.92"/>',
  '<circle cx="62" cy="60" r="26" fill="#f59e0b"/>',
  ...Array.from({ length: 8 }, (_, ray) => {
    const angle = (ray * Math.PI) / 4;
    const [x1, y1] = [62 + Math.cos(angle) * 32, 60 + Math.sin(angle) * 32];
    const [x2, y2] = [62 + Math.cos(angle) * 42, 60 + Math.sin(angle) * 42];
    return `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="#f59e0b" stroke-width="6" stroke-linecap="round"/>`;
  }),
  '<text x="118" y="58" font-family="\'Liberation Sans\', \'DejaVu Sans\', sans-serif" font-size="34" font-weight="700" fill="#312e81">Sunny Side</text>',
  '<text x="119" y="88" font-family="\'Liberation Sans\', \'DejaVu Sans\', sans-serif" font-size="19" fill="#6366f1">PHOTO BOOTHS</text>',
  '</svg>',
].join('');

/** The organiser's brand mark: a small PNG (well under the social gallery's 50 KB logo limit). */
export async function brandMarkDataUrl(): Promise<string> {
  const bytes = await sharp(Buffer.from(BRAND_MARK_SVG)).png({ compressionLevel: 9 }).toBuffer();
  return asDataUrl(bytes, 'image/png');
}

/** A 1280×720 backdrop picture: a diagonal gradient between two colours, as a JPEG. */
export async function backdropDataUrl([from, to]: [string, string]): Promise<string> {
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    '<rect width="1280" height="720" fill="url(#g)"/>',
    '</svg>',
  ].join('');
  return asDataUrl(await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer(), 'image/jpeg');
}
