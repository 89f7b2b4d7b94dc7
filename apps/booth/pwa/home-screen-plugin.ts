/**
 * What a device needs to put the kiosk on its Home Screen, drawn at build time from one source
 * (icon-art.ts), so no picture is kept twice in the repository: the SVG icon, the PNG icons the
 * manifest names (192, 512, a maskable 512), the 180 px `apple-touch-icon` an iPad uses, and a
 * launch screen for each iPad (either way round) and the common iPhones, which iPadOS shows while the
 * installed booth starts. The launch screens are linked from the page by their media queries;
 * they are not part of the offline shell (iPadOS reads them when the booth is installed).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { BACKGROUND, drawIcon, filledCanvas, type IconStyle, iconSvg } from './icon-art.ts';
import { encodePng } from './png.ts';

/** The folder of the launch screens, left out of the service worker's shell. */
export const LAUNCH_FOLDER = 'launch/';

const ICONS: Array<{ file: string; size: number; style: IconStyle }> = [
  { file: 'icon-192.png', size: 192, style: 'rounded' },
  { file: 'icon-512.png', size: 512, style: 'rounded' },
  { file: 'icon-maskable-512.png', size: 512, style: 'maskable' },
  { file: 'apple-touch-icon.png', size: 180, style: 'full-bleed' },
];

/** Screens in CSS pixels (portrait) and their pixel ratio: every current iPad, then iPhones. */
const IPADS: Array<[number, number, number]> = [
  [744, 1133, 2],
  [768, 1024, 2],
  [810, 1080, 2],
  [820, 1180, 2],
  [834, 1112, 2],
  [834, 1194, 2],
  [834, 1210, 2],
  [1024, 1366, 2],
  [1032, 1376, 2],
];
const IPHONES: Array<[number, number, number]> = [
  [375, 667, 2],
  [390, 844, 3],
  [393, 852, 3],
  [430, 932, 3],
];

type LaunchScreen = { file: string; width: number; height: number; media: string };

function launchScreens(): LaunchScreen[] {
  const screens: LaunchScreen[] = [];
  const add = ([width, height, ratio]: [number, number, number], orientation: 'portrait' | 'landscape') => {
    const [pixelsWide, pixelsHigh] =
      orientation === 'portrait' ? [width * ratio, height * ratio] : [height * ratio, width * ratio];
    screens.push({
      file: `${LAUNCH_FOLDER}launch-${pixelsWide}x${pixelsHigh}.png`,
      width: pixelsWide,
      height: pixelsHigh,
      media: `(device-width: ${width}px) and (device-height: ${height}px) and (-webkit-device-pixel-ratio: ${ratio}) and (orientation: ${orientation})`,
    });
  };
  for (const ipad of IPADS) for (const orientation of ['portrait', 'landscape'] as const) add(ipad, orientation);
  for (const iphone of IPHONES) add(iphone, 'portrait');
  return screens;
}

function iconPng(size: number, style: IconStyle): Buffer {
  const pixels = new Uint8Array(size * size * 4);
  drawIcon(pixels, size, { style, size });
  return encodePng(size, size, pixels);
}

function launchPng({ width, height }: LaunchScreen): Buffer {
  const pixels = filledCanvas(width, height, BACKGROUND);
  const size = Math.round(Math.min(width, height) * 0.28);
  drawIcon(pixels, width, {
    style: 'camera',
    size,
    left: Math.round((width - size) / 2),
    top: Math.round((height - size) / 2),
  });
  return encodePng(width, height, pixels, 6);
}

/** Every generated file by its name under the kiosk's base, drawn on first use. */
function generatedFiles(): Map<string, () => Buffer | string> {
  const files = new Map<string, () => Buffer | string>([['icon.svg', iconSvg]]);
  for (const { file, size, style } of ICONS) files.set(file, () => iconPng(size, style));
  for (const screen of launchScreens()) files.set(screen.file, () => launchPng(screen));
  return files;
}

/**
 * Drawing the launch screens takes seconds of a build, so each file is kept in Vite's cache
 * folder under a hash of the code that draws it, and drawn again only when that code changes.
 */
function cachedDrawing(cacheDir: string, name: string, draw: () => Buffer | string): Buffer | string {
  const code = ['icon-art.ts', 'png.ts', 'home-screen-plugin.ts']
    .map((file) => fs.readFileSync(path.join(import.meta.dirname, file)))
    .reduce((hash, source) => hash.update(source), createHash('sha256'))
    .digest('hex')
    .slice(0, 16);
  const kept = path.join(cacheDir, 'home-screen', code, name);
  if (fs.existsSync(kept)) return fs.readFileSync(kept);
  const drawn = draw();
  fs.mkdirSync(path.dirname(kept), { recursive: true });
  fs.writeFileSync(kept, drawn);
  return drawn;
}

export function homeScreenFiles(): Plugin {
  let config: ResolvedConfig;
  const files = generatedFiles();
  return {
    name: 'boothdeck-kiosk-home-screen-files',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml() {
      return launchScreens().map(({ file, media }) => ({
        tag: 'link',
        attrs: { rel: 'apple-touch-startup-image', media, href: `${config.base}${file}` },
        injectTo: 'head' as const,
      }));
    },
    generateBundle() {
      for (const [fileName, draw] of files)
        this.emitFile({ type: 'asset', fileName, source: cachedDrawing(config.cacheDir, fileName, draw) });
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const name = request.url?.split('?')[0]?.slice(config.base.length) ?? '';
        const draw = files.get(name);
        if (!draw) return next();
        response.setHeader('content-type', name.endsWith('.svg') ? 'image/svg+xml' : 'image/png');
        response.end(draw());
      });
    },
  };
}
