/**
 * 3-in-1 animation styles: 300×300 tiles. The animated version (the list's `photo`) plays the
 * three shots like the GIF a guest gets; the still version is the `preview_image`.
 */
import type { GifStyleSlug } from '../../src/modules/libraries/library-catalogue.ts';
import { cyclingScene, type Pose, sceneDefsFor, useScene } from './scene.ts';
import { FONT, labelChip, n, starPath, svgDocument } from './svg.ts';

const SIZE = 300;
const SHOTS: Pose[] = ['smile', 'wink', 'laugh'];

type Tile = { defs: string; body: string };

const sparkles = (fill: string, spots: [number, number, number][]) =>
  `<path d="${spots.map(([x, y, r]) => starPath(x, y, 4, r, r * 0.28)).join('')}" fill="${fill}"/>`;

function filmStrip(animated: boolean): Tile {
  const frameWidth = 92;
  const period = frameWidth + 12;
  const frames = Array.from({ length: 6 }, (_, index) => {
    const x = 8 + index * period;
    const pose = SHOTS[index % SHOTS.length] ?? 'smile';
    return `<rect x="${x - 2}" y="108" width="${frameWidth + 4}" height="84" fill="#fff" opacity="0.15"/>${useScene(pose, x, 110, frameWidth, 80)}`;
  });
  const holes = Array.from({ length: 22 }, (_, index) => {
    const x = -40 + index * 26;
    return `<rect x="${x}" y="92" width="14" height="9" rx="2"/><rect x="${x}" y="199" width="14" height="9" rx="2"/>`;
  });
  const slide = animated
    ? `<animateTransform attributeName="transform" type="translate" from="0 0" to="${-period * 3} 0" dur="3s" repeatCount="indefinite"/>`
    : '';
  return {
    defs: '<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0f4c5c"/><stop offset="1" stop-color="#1f8a8a"/></linearGradient>',
    body: [
      '<rect width="300" height="300" fill="url(#bg)"/>',
      sparkles('#ffd166', [
        [46, 44, 12],
        [252, 250, 9],
        [268, 52, 7],
      ]),
      '<g transform="rotate(-10 150 150)">',
      '<rect x="-60" y="84" width="420" height="132" fill="#111"/>',
      `<g fill="#f4efe2">${holes.join('')}</g>`,
      `<g transform="translate(-40 0)"><g>${frames.join('')}${slide}</g></g>`,
      '</g>',
      labelChip(150, 252, 'FILM STRIP', { fill: '#ffd166', color: '#0f3440' }),
    ].join(''),
  };
}

function polaroid(x: number, y: number, angle: number, photo: string): string {
  return [
    `<g transform="rotate(${angle} ${x + 65} ${y + 75})">`,
    `<rect x="${x + 3}" y="${y + 5}" width="130" height="150" rx="3" fill="#000" opacity="0.18"/>`,
    `<rect x="${x}" y="${y}" width="130" height="150" rx="3" fill="#fffdf7"/>`,
    photo,
    '</g>',
  ].join('');
}

function polaroidStack(animated: boolean): Tile {
  const photoBox = (x: number, y: number) => ({ x: x + 9, y: y + 9, width: 112, height: 108 });
  return {
    defs: '<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffe0b5"/><stop offset="1" stop-color="#ff9f9f"/></linearGradient>',
    body: [
      '<rect width="300" height="300" fill="url(#bg)"/>',
      polaroid(36, 44, -16, useScene('laugh', 45, 53, 112, 108)),
      polaroid(132, 40, 12, useScene('wink', 141, 49, 112, 108)),
      polaroid(84, 60, -3, cyclingScene(SHOTS, photoBox(84, 60), { animated })),
      sparkles('#ffffff', [
        [40, 36, 10],
        [266, 212, 8],
      ]),
      labelChip(150, 252, 'POLAROID STACK', { fill: '#3d2c5e', color: '#ffe0b5' }),
    ].join(''),
  };
}

function photoStrip(x: number, y: number, angle: number, poses: Pose[], animated: boolean): string {
  const shots = poses.map((pose, index) => {
    const shotY = y + 8 + index * 66;
    const flash = animated
      ? `<rect x="${x + 7}" y="${shotY}" width="74" height="60" fill="#fff" opacity="0"><animate attributeName="opacity" values="0;0.85;0" keyTimes="0;0.1;1" dur="2.4s" begin="${n(index * 0.8)}s" repeatCount="indefinite"/></rect>`
      : '';
    return useScene(pose, x + 7, shotY, 74, 60) + flash;
  });
  return [
    `<g transform="rotate(${angle} ${x + 44} ${y + 110})">`,
    `<rect x="${x + 4}" y="${y + 6}" width="88" height="222" rx="3" fill="#000" opacity="0.16"/>`,
    `<rect x="${x}" y="${y}" width="88" height="222" rx="3" fill="#ffffff"/>`,
    ...shots,
    `<text x="${x + 44}" y="${y + 215}" text-anchor="middle" font-family="${FONT.sans}" font-size="8" font-weight="700" letter-spacing="1.5" fill="#9a8fb0">PHOTO BOOTH</text>`,
    '</g>',
  ].join('');
}

function boothStrip(animated: boolean): Tile {
  return {
    defs: '<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#c8f7c5"/><stop offset="1" stop-color="#8fe3f0"/></linearGradient>',
    body: [
      '<rect width="300" height="300" fill="url(#bg)"/>',
      photoStrip(38, 14, -8, ['wink', 'laugh', 'smile'], false),
      photoStrip(170, 12, 7, SHOTS, animated),
      sparkles('#ffffff', [
        [34, 232, 10],
        [270, 40, 9],
        [150, 24, 6],
      ]),
      labelChip(150, 252, 'BOOTH STRIP', { fill: '#1d3557', color: '#c8f7c5' }),
    ].join(''),
  };
}

function neonGlow(animated: boolean): Tile {
  const box = { x: 80, y: 28, width: 140, height: 160 };
  const dots = [0, 1, 2].map((index) => {
    const blink = animated
      ? `<animate attributeName="opacity" values="${[0, 1, 2].map((step) => (step === index ? 1 : 0.25)).join(';')};0.25" keyTimes="0;0.333;0.667;1" calcMode="discrete" dur="1.8s" repeatCount="indefinite"/>`
      : '';
    return `<circle cx="${126 + index * 24}" cy="214" r="6" fill="#37e8ff" filter="url(#glow)" opacity="${index === 0 ? 1 : 0.25}">${blink}</circle>`;
  });
  return {
    defs:
      '<radialGradient id="bg" cx="0.5" cy="0.4" r="0.75"><stop offset="0" stop-color="#2b1766"/><stop offset="1" stop-color="#0b0820"/></radialGradient>' +
      '<filter id="glow" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="3.5" result="blur"/><feMerge><feMergeNode in="blur"/><feMergeNode in="blur"/><feMergeNode in="SourceGraphic"/></feMerge></filter>' +
      `<clipPath id="photo"><rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" rx="16"/></clipPath>`,
    body: [
      '<rect width="300" height="300" fill="url(#bg)"/>',
      `<g clip-path="url(#photo)">${cyclingScene(SHOTS, box, { animated })}</g>`,
      `<rect x="${box.x - 6}" y="${box.y - 6}" width="${box.width + 12}" height="${box.height + 12}" rx="20" fill="none" stroke="#ff3df2" stroke-width="4" filter="url(#glow)"/>`,
      ...dots,
      `<g filter="url(#glow)">${sparkles('#ff3df2', [
        [44, 60, 9],
        [258, 150, 7],
      ])}${sparkles('#37e8ff', [
        [252, 46, 8],
        [42, 170, 6],
      ])}</g>`,
      `<rect x="84" y="248" width="132" height="30" rx="15" fill="none" stroke="#37e8ff" stroke-width="2.5" filter="url(#glow)"/>`,
      `<text x="150" y="268" text-anchor="middle" font-family="${FONT.sans}" font-size="15" font-weight="700" letter-spacing="1.5" fill="#e9fbff">NEON GLOW</text>`,
    ].join(''),
  };
}

const TILES: Record<GifStyleSlug, (animated: boolean) => Tile> = {
  'film-strip': filmStrip,
  'polaroid-stack': polaroidStack,
  'booth-strip': boothStrip,
  'neon-glow': neonGlow,
};

export function gifStyleSvg(slug: GifStyleSlug, name: string, { animated }: { animated: boolean }): string {
  const tile = TILES[slug](animated);
  return svgDocument({
    width: SIZE,
    height: SIZE,
    title: `${name}: 3-in-1 animation${animated ? '' : ' (still)'}`,
    defs: sceneDefsFor(tile.body) + tile.defs,
    body: tile.body,
  });
}
