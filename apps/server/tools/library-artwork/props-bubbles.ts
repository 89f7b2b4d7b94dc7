/** Digital props: speech bubbles with a short line of text. */
import type { PropArt } from './props-headwear.ts';
import { FONT, starPath, text } from './svg.ts';

const INK = '#1d1d2b';

const words = (x: number, y: number, content: string, size: number, fill: string, extra = '') =>
  text(
    x,
    y,
    content,
    `text-anchor="middle" font-family="${FONT.sans}" font-size="${size}" font-weight="900" fill="${fill}"${extra ? ` ${extra}` : ''}`,
  );

export const BUBBLES: Record<string, () => PropArt> = {
  omg: () => ({
    width: 280,
    height: 220,
    body: [
      `<path d="${starPath(140, 104, 14, 120, 78, -80)}" fill="#ffd60a" stroke="${INK}" stroke-width="6" stroke-linejoin="round" transform="scale(1 0.86) translate(0 10)"/>`,
      words(140, 122, 'OMG!', 58, '#e63946', `stroke="${INK}" stroke-width="3" paint-order="stroke"`),
    ].join(''),
  }),
  'party-time': () => ({
    width: 300,
    height: 190,
    body: [
      `<path d="M40 20 H260 Q284 20 284 44 V112 Q284 136 260 136 H110 L62 176 L72 136 H40 Q16 136 16 112 V44 Q16 20 40 20 Z" fill="#ff4d8d" stroke="${INK}" stroke-width="6" stroke-linejoin="round"/>`,
      words(150, 96, 'PARTY TIME!', 36, '#ffffff'),
    ].join(''),
  }),
  cheers: () => ({
    width: 280,
    height: 200,
    body: [
      `<path d="M140 20 C216 20 266 50 266 92 C266 134 216 160 150 160 C134 160 120 158 106 154 L52 186 L66 144 C34 130 14 112 14 92 C14 50 64 20 140 20 Z" fill="#ffffff" stroke="${INK}" stroke-width="6" stroke-linejoin="round"/>`,
      words(140, 104, 'CHEERS!', 42, '#7b2cbf'),
      '<path d="M214 54 L224 38 M222 62 L240 56 M206 50 L204 34" stroke="#ffb703" stroke-width="4" stroke-linecap="round"/>',
    ].join(''),
  }),
  'love-this': () => ({
    width: 260,
    height: 240,
    body: [
      `<path d="M130 214 C54 162 14 124 14 78 C14 42 40 18 74 18 C100 18 118 32 130 50 C142 32 160 18 186 18 C220 18 246 42 246 78 C246 124 206 162 130 214 Z" fill="#ef233c" stroke="${INK}" stroke-width="6" stroke-linejoin="round"/>`,
      words(130, 96, 'LOVE', 44, '#ffffff'),
      words(130, 140, 'THIS', 44, '#ffffff'),
      '<path d="M52 56 Q58 40 76 38" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="7" stroke-linecap="round"/>',
    ].join(''),
  }),
  lol: () => ({
    width: 240,
    height: 220,
    body: [
      `<path d="M120 16 C180 16 222 54 222 104 C222 154 180 188 120 188 C104 188 90 186 76 180 L28 204 L44 160 C26 144 18 126 18 104 C18 54 60 16 120 16 Z" fill="#3a86ff" stroke="${INK}" stroke-width="6" stroke-linejoin="round"/>`,
      words(120, 126, 'LOL', 66, '#ffffff', `stroke="${INK}" stroke-width="3" paint-order="stroke"`),
    ].join(''),
  }),
  'best-day-ever': () => ({
    width: 300,
    height: 210,
    defs: '<linearGradient id="sunny" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#06d6a0"/><stop offset="1" stop-color="#118ab2"/></linearGradient>',
    body: [
      `<path d="M44 18 H256 Q284 18 284 46 V132 Q284 160 256 160 H214 L228 196 L178 160 H44 Q16 160 16 132 V46 Q16 18 44 18 Z" fill="url(#sunny)" stroke="${INK}" stroke-width="6" stroke-linejoin="round"/>`,
      words(150, 80, 'BEST DAY', 38, '#ffffff'),
      words(150, 126, 'EVER!', 42, '#ffd60a', `stroke="${INK}" stroke-width="2.5" paint-order="stroke"`),
    ].join(''),
  }),
};
