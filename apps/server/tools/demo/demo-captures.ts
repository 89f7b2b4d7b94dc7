/**
 * What the demo's booths "captured": framed photos of guests wearing the library's props, 3-in-1
 * animations (three poses) and fast bursts (six) as animated GIFs, and the committed boomerang
 * and video clips with their posters. Drawn with sharp from the library artwork, so each run
 * makes the same pictures; the demo stores them through the same pipeline as a booth upload.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { MediaType } from '@boothdeck/contract';
import sharp, { type OverlayOptions } from 'sharp';
import { LIBRARY_ASSETS_DIR } from '../../src/modules/libraries/library-catalogue.ts';
import { SERVER_ROOT } from '../../src/server-root.ts';
import type { Random } from '../seeded-random.ts';
import { BACKDROPS } from './demo-images.ts';

/** One capture as a booth uploads it: the file and, for clips, its poster still. */
export type DemoCapture = { mediaType: MediaType; file: Buffer; poster?: Buffer };

const WIDTH = 500;
const HEIGHT = 628;
// From the package folder, which the source and the bundle (dist/demo.js) both know.
const CLIPS_DIR = path.join(SERVER_ROOT, 'tools/demo/clips');

const FRAMES = ['classic-polaroid', 'black-and-gold', 'confetti-pop', 'neon-nights', 'blush-florals', 'film-reel'];
const HATS = ['party-hat', 'crown', 'top-hat', 'cowboy-hat', 'flower-crown', 'wizard-hat'];
const GLASSES = ['heart-glasses', 'star-glasses', 'aviators', 'round-glasses', 'pixel-shades'];
const SKIN = ['#f1c7a3', '#e0ac69', '#c68642', '#8d5524', '#ffdbac'];
const CLOTHES = ['#1c7ed6', '#e64980', '#12b886', '#fab005', '#7048e8', '#212529'];

const CLIPS: { mediaType: MediaType; file: string; poster: string }[] = [
  { mediaType: 'boomerang', file: 'boomerang-party.mp4', poster: 'boomerang-party-poster.jpg' },
  { mediaType: 'boomerang', file: 'boomerang-garden.webm', poster: 'boomerang-garden-poster.jpg' },
  { mediaType: 'video', file: 'video-stage.mp4', poster: 'video-stage-poster.jpg' },
  { mediaType: 'video', file: 'video-dancefloor.webm', poster: 'video-dancefloor-poster.jpg' },
];

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

type Guest = { x: number; skin: string; clothes: string; hat: string; glasses: string };

function guestsOf(random: Random): Guest[] {
  const count = 2 + Math.floor(random() * 2);
  return Array.from({ length: count }, (_, index) => ({
    x: ((index + 0.5) / count) * WIDTH,
    skin: pick(random, SKIN),
    clothes: pick(random, CLOTHES),
    hat: pick(random, HATS),
    glasses: pick(random, GLASSES),
  }));
}

/** The scene behind the frame: a backdrop and the guests, leaning by `pose` (-1 … 1). */
function sceneSvg(backdrop: readonly [string, string], guests: Guest[], pose: number): string {
  const people = guests
    .map(({ x, skin, clothes }, index) => {
      const lean = pose * (index % 2 === 0 ? 14 : -10);
      return [
        `<rect x="${x - 70 + lean}" y="352" width="140" height="290" rx="60" fill="${clothes}"/>`,
        `<circle cx="${x + lean}" cy="300" r="62" fill="${skin}"/>`,
        `<path d="M${x - 22 + lean} 325 Q${x + lean} ${345 + pose * 6} ${x + 22 + lean} 325" stroke="#5c2b1a" stroke-width="6" fill="none" stroke-linecap="round"/>`,
      ].join('');
    })
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">`,
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${backdrop[0]}"/><stop offset="1" stop-color="${backdrop[1]}"/>`,
    `</linearGradient></defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>${people}</svg>`,
  ].join('');
}

const propFile = (folder: string, name: string) => path.join(LIBRARY_ASSETS_DIR, 'digital_prop', folder, `${name}.svg`);

async function propAt(file: string, width: number, left: number, top: number): Promise<OverlayOptions> {
  const input = await sharp(file).resize({ width }).png().toBuffer();
  return { input, left: Math.round(left), top: Math.round(top) };
}

/** One framed picture of the guests in one pose, as raw RGBA pixels. */
async function framedPose(backdrop: readonly [string, string], guests: Guest[], frame: string, pose: number) {
  const overlays: OverlayOptions[] = [];
  for (const [index, guest] of guests.entries()) {
    const lean = pose * (index % 2 === 0 ? 14 : -10);
    overlays.push(await propAt(propFile('hats-and-crowns', guest.hat), 120, guest.x - 60 + lean, 170));
    overlays.push(await propAt(propFile('glasses-and-masks', guest.glasses), 110, guest.x - 55 + lean, 270));
  }
  overlays.push({ input: path.join(LIBRARY_ASSETS_DIR, 'frame', `${frame}.svg`) });
  return sharp(Buffer.from(sceneSvg(backdrop, guests, pose)))
    .composite(overlays)
    .raw()
    .toBuffer({ resolveWithObject: true });
}

async function photo(random: Random): Promise<DemoCapture> {
  const { data, info } = await framedPose(pick(random, BACKDROPS), guestsOf(random), pick(random, FRAMES), 0);
  const file = await sharp(data, { raw: info }).jpeg({ quality: 85 }).toBuffer();
  return { mediaType: 'photo', file };
}

/** `poses` frames of the same guests, shown `delayMs` each, looping for ever. */
async function animation(random: Random, mediaType: MediaType, poses: number[], delayMs: number) {
  const backdrop = pick(random, BACKDROPS);
  const guests = guestsOf(random);
  const frame = pick(random, FRAMES);
  const frames = await Promise.all(
    poses.map(async (pose) => {
      const { data, info } = await framedPose(backdrop, guests, frame, pose);
      return sharp(data, { raw: info }).png().toBuffer();
    }),
  );
  const file = await sharp(frames, { join: { animated: true } })
    .gif({ delay: poses.map(() => delayMs), loop: 0 })
    .toBuffer();
  return { mediaType, file };
}

/**
 * A pool of distinct captures: `photos` photos, `animations` 3-in-1 GIFs and as many bursts,
 * and every committed clip. The demo spreads copies of these over its events.
 */
export async function makeDemoCaptures(
  random: Random,
  { photos, animations }: { photos: number; animations: number },
): Promise<DemoCapture[]> {
  const captures: DemoCapture[] = [];
  for (let index = 0; index < photos; index++) captures.push(await photo(random));
  for (let index = 0; index < animations; index++) {
    captures.push(await animation(random, 'gif', [-1, 0, 1], 500));
    captures.push(await animation(random, 'burst_gif', [-1, -0.5, 0, 0.5, 1, 0.5], 150));
  }
  for (const clip of CLIPS) {
    const [file, poster] = await Promise.all([
      fs.readFile(path.join(CLIPS_DIR, clip.file)),
      fs.readFile(path.join(CLIPS_DIR, clip.poster)),
    ]);
    captures.push({ mediaType: clip.mediaType, file, poster });
  }
  return captures;
}
