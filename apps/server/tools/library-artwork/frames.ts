/**
 * Photo frames: 500×628 portrait overlays whose photo window is transparent, and their previews
 * (the same frame over the sample photo).
 */

import { FRAME_HEIGHT, FRAME_WIDTH } from '@boothdeck/contract';
import type { FrameSlug } from '../../src/modules/libraries/library-catalogue.ts';
import { seededRandom } from '../seeded-random.ts';
import { balloonCluster, bouquet, CONFETTI, confettiBorder, snowflake } from './frame-ornaments.ts';
import { type Pose, sceneDefs, useScene } from './scene.ts';
import { FONT, n, rectWithWindow, roundedRectPath, starPath, svgDocument, text } from './svg.ts';

const OUTER = { width: FRAME_WIDTH, height: FRAME_HEIGHT };

type FrameArt = { defs: string; body: string };

const solid = (fill: string, hole: Parameters<typeof rectWithWindow>[1]) =>
  `<path fill-rule="evenodd" fill="${fill}" d="${rectWithWindow(OUTER, hole)}"/>`;

const captionAttrs = (font: string, size: number, fill: string, extra = '') =>
  `text-anchor="middle" font-family="${font}" font-size="${size}" fill="${fill}"${extra ? ` ${extra}` : ''}`;

const ART: Record<FrameSlug, () => FrameArt> = {
  'classic-polaroid': () => {
    const hole = { x: 32, y: 32, width: 436, height: 470, radius: 3 };
    return {
      defs: '<linearGradient id="paper" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fffdf8"/><stop offset="1" stop-color="#f1ede3"/></linearGradient>',
      body: [
        solid('url(#paper)', hole),
        `<path d="${roundedRectPath(hole)}" fill="none" stroke="#000" stroke-opacity="0.14" stroke-width="2"/>`,
        '<rect x="195" y="12" width="110" height="36" fill="#f6c85f" opacity="0.8" transform="rotate(-4 250 30)"/>',
        text(250, 576, 'Say cheese!', captionAttrs(FONT.serif, 42, '#3b3631', 'font-style="italic"')),
        `<path d="${starPath(122, 562, 5, 9, 4)}${starPath(378, 562, 5, 9, 4)}" fill="#e76f7e"/>`,
      ].join(''),
    };
  },
  'black-and-gold': () => {
    const hole = { x: 56, y: 56, width: 388, height: 440 };
    const line = (inset: number, width: number) =>
      `<rect x="${hole.x - inset}" y="${hole.y - inset}" width="${hole.width + inset * 2}" height="${hole.height + inset * 2}" fill="none" stroke="url(#gold)" stroke-width="${width}"/>`;
    const corners = [
      [hole.x - 20, hole.y - 20],
      [hole.x + hole.width + 20, hole.y - 20],
      [hole.x - 20, hole.y + hole.height + 20],
      [hole.x + hole.width + 20, hole.y + hole.height + 20],
    ].map(
      ([x = 0, y = 0]) => `<path d="M${x} ${y - 11}L${x + 11} ${y}L${x} ${y + 11}L${x - 11} ${y}Z" fill="url(#gold)"/>`,
    );
    return {
      defs: '<linearGradient id="gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f8e59a"/><stop offset="0.45" stop-color="#cfa43a"/><stop offset="0.7" stop-color="#8c6a1c"/><stop offset="1" stop-color="#ecd27a"/></linearGradient>',
      body: [
        solid('#111013', hole),
        line(9, 3),
        line(20, 1.2),
        ...corners,
        text(250, 566, 'A NIGHT TO REMEMBER', captionAttrs(FONT.serif, 24, 'url(#gold)', 'letter-spacing="5"')),
        '<path d="M150 590H232M268 590H350" stroke="url(#gold)" stroke-width="1.5"/>',
        '<path d="M250 582L258 590L250 598L242 590Z" fill="url(#gold)"/>',
      ].join(''),
    };
  },
  'confetti-pop': () => {
    const hole = { x: 36, y: 36, width: 428, height: 452, radius: 18 };
    const letters = "LET'S PARTY!".split('');
    const spans = letters.map(
      (letter, index) => `<tspan fill="${CONFETTI[index % CONFETTI.length]}">${letter}</tspan>`,
    );
    return {
      defs: '',
      body: [
        solid('#ffffff', hole),
        confettiBorder(7, hole, 70),
        `<text x="250" y="574" ${captionAttrs(FONT.sans, 50, '#222', 'font-weight="900" letter-spacing="1"')}>${spans.join('')}</text>`,
      ].join(''),
    };
  },
  'blush-florals': () => {
    const arch = 'M60 520V270A190 190 0 0 1 440 270V520Z';
    return {
      defs: '',
      body: [
        `<path fill-rule="evenodd" fill="#f9e4e6" d="M0 0H500V628H0Z ${arch}"/>`,
        '<path d="M48 528V270A202 202 0 0 1 452 270V528Z" fill="none" stroke="#d9a0aa" stroke-width="2"/>',
        bouquet(380, 86, true),
        bouquet(84, 468, false),
        text(256, 590, 'Love & Laughter', captionAttrs(FONT.serif, 36, '#b35670', 'font-style="italic"')),
      ].join(''),
    };
  },
  'neon-nights': () => {
    const hole = { x: 48, y: 48, width: 404, height: 452, radius: 28 };
    const tube = (inset: number, colour: string, width: number) =>
      `<path d="${roundedRectPath({ x: hole.x - inset, y: hole.y - inset, width: hole.width + inset * 2, height: hole.height + inset * 2, radius: hole.radius + inset })}" fill="none" stroke="${colour}" stroke-width="${width}" filter="url(#glow)"/>`;
    return {
      defs:
        '<linearGradient id="night" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1a1038"/><stop offset="1" stop-color="#07060f"/></linearGradient>' +
        '<filter id="glow" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="5" result="blur"/><feMerge><feMergeNode in="blur"/><feMergeNode in="blur"/><feMergeNode in="SourceGraphic"/></feMerge></filter>',
      body: [
        solid('url(#night)', hole),
        tube(12, '#ff3df2', 5),
        tube(26, '#37e8ff', 3),
        text(
          250,
          580,
          'GOOD VIBES',
          captionAttrs(
            FONT.sans,
            54,
            '#fff5fe',
            'font-weight="800" letter-spacing="6" stroke="#ff3df2" stroke-width="2" filter="url(#glow)"',
          ),
        ),
        `<path d="${starPath(36, 600, 4, 12, 3)}${starPath(466, 540, 4, 10, 2.5)}${starPath(470, 24, 4, 9, 2.2)}" fill="#37e8ff" filter="url(#glow)"/>`,
      ].join(''),
    };
  },
  'film-reel': () => {
    const hole = { x: 76, y: 40, width: 348, height: 474, radius: 4 };
    const holes: string[] = [];
    for (let y = 18; y < FRAME_HEIGHT - 20; y += 44) {
      holes.push(
        `<rect x="22" y="${y}" width="28" height="24" rx="4"/><rect x="450" y="${y}" width="28" height="24" rx="4"/>`,
      );
    }
    const edge = (x: number, y: number, label: string) =>
      text(
        x,
        y,
        label,
        `font-family="${FONT.mono}" font-size="13" font-weight="700" fill="#f5a623" letter-spacing="2"`,
      );
    return {
      defs: '',
      body: [
        solid('#151515', hole),
        `<g fill="#efe9dc">${holes.join('')}</g>`,
        edge(80, 30, 'BOOTH 400'),
        edge(350, 30, '▸ 12A'),
        edge(80, 530, '13'),
        edge(380, 530, '▸ 13A'),
        '<g transform="translate(96 556)"><rect width="60" height="42" rx="4" fill="#efe9dc"/><path d="M0 0H60L56 -14H4Z" fill="#efe9dc" transform="rotate(-8)"/><path d="M10 -14L20 0M26 -14L36 0M42 -14L52 0" stroke="#151515" stroke-width="5" transform="rotate(-8)"/></g>',
        text(
          300,
          588,
          'TAKE 1 · ACTION!',
          `text-anchor="middle" font-family="${FONT.mono}" font-size="28" font-weight="700" fill="#efe9dc"`,
        ),
      ].join(''),
    };
  },
  'birthday-balloons': () => {
    const hole = { x: 40, y: 84, width: 420, height: 416, radius: 16 };
    const flags = Array.from({ length: 11 }, (_, index) => {
      const x = 10 + index * 48;
      const y = 22 + Math.sin((index / 10) * Math.PI) * 22;
      return `<path d="M${n(x)} ${n(y)}L${n(x + 40)} ${n(y + 1)}L${n(x + 20)} ${n(y + 40)}Z" fill="${CONFETTI[index % CONFETTI.length]}"/>`;
    });
    return {
      defs: '<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cdeafb"/><stop offset="1" stop-color="#fde0ee"/></linearGradient>',
      body: [
        solid('url(#sky)', hole),
        '<path d="M0 20Q250 66 500 20" fill="none" stroke="#6b5b95" stroke-width="2"/>',
        ...flags,
        balloonCluster(70, 486, ['#ff4d6d', '#ffb703', '#3a86ff'], false),
        balloonCluster(430, 486, ['#8338ec', '#06d6a0', '#ff4d6d'], true),
        text(
          250,
          578,
          'HAPPY BIRTHDAY',
          captionAttrs(
            FONT.sans,
            38,
            '#e0457b',
            'font-weight="900" letter-spacing="2" stroke="#ffffff" stroke-width="6" paint-order="stroke"',
          ),
        ),
      ].join(''),
    };
  },
  'winter-sparkle': () => {
    const hole = { x: 44, y: 44, width: 412, height: 456, radius: 10 };
    const random = seededRandom(11);
    const flakes: string[] = [];
    while (flakes.length < 34) {
      const x = random() * FRAME_WIDTH;
      const y = random() * FRAME_HEIGHT;
      const inside = x > 30 && x < 470 && y > 30 && y < 514;
      const inCaption = y > 530 && x > 110 && x < 390;
      if (inside || inCaption) continue;
      flakes.push(snowflake(x, y, 4 + random() * 9, 0.5 + random() * 0.5));
    }
    return {
      defs: '<linearGradient id="winter" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0f2a4a"/><stop offset="1" stop-color="#1f5a9a"/></linearGradient>',
      body: [
        solid('url(#winter)', hole),
        `<path d="${roundedRectPath({ x: 36, y: 36, width: 428, height: 472, radius: 14 })}" fill="none" stroke="#ffffff" stroke-opacity="0.8" stroke-width="2"/>`,
        ...flakes,
        text(250, 582, 'Let it snow', captionAttrs(FONT.serif, 46, '#ffffff', 'font-style="italic"')),
        snowflake(112, 566, 14, 1),
        snowflake(388, 566, 14, 1),
      ].join(''),
    };
  },
};

const PREVIEW_POSES: Pose[] = ['smile', 'laugh', 'wink', 'wow'];

export function frameSvg(slug: FrameSlug, name: string): string {
  const art = ART[slug]();
  return svgDocument({ ...OUTER, title: `${name} frame`, defs: art.defs, body: art.body });
}

export function framePreviewSvg(slug: FrameSlug, name: string, index: number): string {
  const art = ART[slug]();
  const pose = PREVIEW_POSES[index % PREVIEW_POSES.length] ?? 'smile';
  return svgDocument({
    ...OUTER,
    title: `${name} frame preview`,
    defs: sceneDefs([pose]) + art.defs,
    body: useScene(pose, 0, 0, FRAME_WIDTH, FRAME_HEIGHT) + art.body,
  });
}
