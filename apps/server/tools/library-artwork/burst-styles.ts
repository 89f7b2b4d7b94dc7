/** 3-in-1 fast (burst) styles: 300×300 tiles, lightly animated, that read well as still images too. */
import type { BurstStyleSlug } from '../../src/modules/libraries/library-catalogue.ts';
import { seededRandom } from '../seeded-random.ts';
import { type Pose, sceneDefsFor, useScene } from './scene.ts';
import { FONT, labelChip, n, starPath, svgDocument } from './svg.ts';

const SIZE = 300;
const COLOURS = ['#ff4d6d', '#ffd166', '#3a86ff', '#06d6a0', '#8338ec', '#ffffff'];

type Tile = { defs: string; body: string };

const pulse = (from: number, to: number, seconds: number, cx: number, cy: number) =>
  `<animateTransform attributeName="transform" type="scale" values="${from};${to};${from}" dur="${seconds}s" repeatCount="indefinite" additive="sum"/>` +
  `<animateTransform attributeName="transform" type="translate" values="${n(cx * (1 - from))} ${n(cy * (1 - from))};${n(cx * (1 - to))} ${n(cy * (1 - to))};${n(cx * (1 - from))} ${n(cy * (1 - from))}" dur="${seconds}s" repeatCount="indefinite" additive="sum"/>`;

function roundedPhoto(id: string, pose: Pose, x: number, y: number, width: number, height: number, radius: number) {
  return {
    clip: `<clipPath id="${id}"><rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${radius}"/></clipPath>`,
    body: `<g clip-path="url(#${id})">${useScene(pose, x, y, width, height)}</g>`,
  };
}

function confettiBurst(animated: boolean): Tile {
  const random = seededRandom(3);
  const rays = Array.from({ length: 16 }, (_, index) => {
    const a = (index / 16) * Math.PI * 2;
    const b = a + Math.PI / 16;
    return `M150 128L${n(150 + Math.cos(a) * 260)} ${n(128 + Math.sin(a) * 260)}L${n(150 + Math.cos(b) * 260)} ${n(128 + Math.sin(b) * 260)}Z`;
  });
  const pieces = Array.from({ length: 46 }, (_, index) => {
    const angle = ((index + random() * 0.8) / 46) * Math.PI * 2;
    const distance = 92 + random() * 70;
    const x = 150 + Math.cos(angle) * distance;
    const y = 128 + Math.sin(angle) * distance * 0.9;
    const colour = COLOURS[index % COLOURS.length];
    const turn = Math.round(random() * 180);
    return index % 2 === 0
      ? `<rect x="${n(x - 6)}" y="${n(y - 3)}" width="12" height="6" rx="1.5" fill="${colour}" transform="rotate(${turn} ${n(x)} ${n(y)})"/>`
      : `<circle cx="${n(x)}" cy="${n(y)}" r="${n(2.5 + random() * 3)}" fill="${colour}"/>`;
  });
  const photo = roundedPhoto('photo', 'laugh', 88, 62, 124, 134, 14);
  return {
    defs:
      '<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ff5d8f"/><stop offset="1" stop-color="#ff9f5a"/></linearGradient>' +
      photo.clip,
    body: [
      '<rect width="300" height="300" fill="url(#bg)"/>',
      `<path d="${rays.join('')}" fill="#ffffff" opacity="0.14"/>`,
      `<g>${pieces.join('')}${animated ? pulse(0.94, 1.06, 0.9, 150, 128) : ''}</g>`,
      '<rect x="82" y="56" width="136" height="146" rx="18" fill="#ffffff"/>',
      photo.body,
      labelChip(150, 252, 'CONFETTI BURST', { fill: '#ffffff', color: '#e0457b' }),
    ].join(''),
  };
}

function comicPop(animated: boolean): Tile {
  const lines = [
    [30, 70, 70, 92],
    [22, 120, 66, 124],
    [30, 176, 70, 160],
    [270, 230, 232, 206],
    [278, 180, 236, 176],
  ]
    .map(([x1, y1, x2, y2]) => `M${x1} ${y1}L${x2} ${y2}`)
    .join('');
  const photo = roundedPhoto('photo', 'wow', 78, 58, 132, 150, 4);
  return {
    defs:
      '<pattern id="dots" width="12" height="12" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><circle cx="6" cy="6" r="3" fill="#f4a261" opacity="0.55"/></pattern>' +
      photo.clip,
    body: [
      '<rect width="300" height="300" fill="#ffe066"/>',
      '<rect width="300" height="300" fill="url(#dots)"/>',
      `<path d="${lines}" stroke="#1b1b1b" stroke-width="4" stroke-linecap="round"/>`,
      '<g transform="rotate(-5 144 133)">',
      '<rect x="72" y="52" width="144" height="162" fill="#1b1b1b"/>',
      photo.body,
      '</g>',
      `<g transform="rotate(10 232 64)"><path d="${starPath(232, 64, 12, 56, 36)}" fill="#ef233c" stroke="#1b1b1b" stroke-width="4" stroke-linejoin="round"/>`,
      `<text x="232" y="75" text-anchor="middle" font-family="${FONT.sans}" font-size="30" font-weight="900" fill="#ffe066" stroke="#1b1b1b" stroke-width="2" paint-order="stroke">POW!</text>`,
      animated ? pulse(0.92, 1.08, 0.6, 232, 64) : '',
      '</g>',
      labelChip(150, 252, 'COMIC POP', { fill: '#1b1b1b', color: '#ffe066' }),
    ].join(''),
  };
}

function cameraFlash(animated: boolean): Tile {
  const shots: Pose[] = ['smile', 'wink', 'laugh', 'wow'];
  const photos = shots.map((pose, index) => {
    const x = 46 + index * 30;
    const y = 40 + index * 18;
    return `<g opacity="${n(0.45 + index * 0.18)}"><rect x="${x - 5}" y="${y - 5}" width="130" height="150" rx="6" fill="#ffffff"/>${useScene(pose, x, y, 120, 140)}</g>`;
  });
  const flash = animated
    ? '<animate attributeName="opacity" values="0.2;1;0.2" keyTimes="0;0.15;1" dur="1.2s" repeatCount="indefinite"/>'
    : '';
  return {
    defs:
      '<radialGradient id="bg" cx="0.3" cy="0.2" r="0.9"><stop offset="0" stop-color="#3a3a5c"/><stop offset="1" stop-color="#14141f"/></radialGradient>' +
      '<radialGradient id="flash"><stop offset="0" stop-color="#ffffff"/><stop offset="0.35" stop-color="#fff7c2" stop-opacity="0.85"/><stop offset="1" stop-color="#fff7c2" stop-opacity="0"/></radialGradient>',
    body: [
      '<rect width="300" height="300" fill="url(#bg)"/>',
      ...photos,
      `<g><circle cx="252" cy="46" r="58" fill="url(#flash)"/><path d="${starPath(252, 46, 8, 40, 8)}" fill="#ffffff"/>${flash}</g>`,
      '<g transform="translate(22 206)"><rect width="44" height="30" rx="6" fill="#ffd166"/><rect x="12" y="-6" width="16" height="8" rx="2" fill="#ffd166"/><circle cx="22" cy="15" r="9" fill="#14141f"/><circle cx="22" cy="15" r="5" fill="#3a86ff"/></g>',
      labelChip(150, 252, 'CAMERA FLASH', { fill: '#ffd166', color: '#14141f' }),
    ].join(''),
  };
}

function discoSparkle(animated: boolean): Tile {
  const tiles: string[] = [];
  for (let row = -3; row <= 3; row += 1) {
    for (let column = -3; column <= 3; column += 1) {
      const x = 150 + column * 9;
      const y = 46 + row * 9;
      if ((x - 150) ** 2 + (y - 46) ** 2 > 36 ** 2) continue;
      const light = (((row * 7 + column * 3) % 5) + 5) % 5;
      tiles.push(
        `<rect x="${x - 4}" y="${y - 4}" width="8" height="8" fill="${['#f8f9fa', '#c9c9e8', '#8f8fbf', '#ffe3f7', '#b8f2ff'][light]}"/>`,
      );
    }
  }
  const twinkle = (index: number) =>
    animated
      ? `<animate attributeName="opacity" values="1;0.2;1" dur="${n(0.8 + index * 0.3)}s" repeatCount="indefinite"/>`
      : '';
  const sparkle = (x: number, y: number, r: number, index: number) =>
    `<path d="${starPath(x, y, 4, r, r * 0.25)}" fill="#ffffff">${twinkle(index)}</path>`;
  const photo = roundedPhoto('photo', 'smile', 92, 92, 116, 132, 58);
  return {
    defs:
      '<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3c096c"/><stop offset="1" stop-color="#c9184a"/></linearGradient>' +
      '<linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></linearGradient>' +
      '<clipPath id="ball"><circle cx="150" cy="46" r="30"/></clipPath>' +
      '<radialGradient id="shine" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="0.6" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#240046" stop-opacity="0.45"/></radialGradient>' +
      photo.clip,
    body: [
      '<rect width="300" height="300" fill="url(#bg)"/>',
      '<path d="M150 46L20 300H70ZM150 46L280 300H230ZM150 46L-20 180V220Z M150 46L320 180V220Z" fill="url(#beam)"/>',
      '<path d="M150 0V16" stroke="#d9d9d9" stroke-width="2"/>',
      `<g clip-path="url(#ball)"><circle cx="150" cy="46" r="30" fill="#8f8fbf"/>${tiles.join('')}<circle cx="150" cy="46" r="30" fill="url(#shine)"/></g>`,
      '<circle cx="150" cy="46" r="30" fill="none" stroke="#5a189a" stroke-width="1.5"/>',
      '<rect x="86" y="86" width="128" height="144" rx="64" fill="#ffd6f5"/>',
      photo.body,
      sparkle(52, 100, 14, 0),
      sparkle(250, 120, 11, 1),
      sparkle(60, 210, 8, 2),
      sparkle(244, 210, 9, 3),
      sparkle(214, 30, 7, 4),
      labelChip(150, 252, 'DISCO SPARKLE', { fill: '#ffd6f5', color: '#5a189a' }),
    ].join(''),
  };
}

const TILES: Record<BurstStyleSlug, (animated: boolean) => Tile> = {
  'confetti-burst': confettiBurst,
  'comic-pop': comicPop,
  'camera-flash': cameraFlash,
  'disco-sparkle': discoSparkle,
};

export function burstStyleSvg(slug: BurstStyleSlug, name: string): string {
  const tile = TILES[slug](true);
  return svgDocument({
    width: SIZE,
    height: SIZE,
    title: `${name}: 3-in-1 fast`,
    defs: sceneDefsFor(tile.body) + tile.defs,
    body: tile.body,
  });
}
