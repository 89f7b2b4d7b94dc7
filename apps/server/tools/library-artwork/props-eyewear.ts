/** Digital props: glasses and masks. Lenses are tinted, never fully transparent, so they read as glasses. */
import type { PropArt } from './props-headwear.ts';
import { n, starPath } from './svg.ts';

/** A heart centred on x, y, `size` wide. */
function heartPath(x: number, y: number, size: number): string {
  const s = size / 100;
  const p = (dx: number, dy: number) => `${n(x + dx * s)} ${n(y + dy * s)}`;
  return `M${p(0, 38)} C${p(-60, 0)} ${p(-58, -46)} ${p(-26, -48)} C${p(-12, -49)} ${p(-2, -40)} ${p(0, -30)} C${p(2, -40)} ${p(12, -49)} ${p(26, -48)} C${p(58, -46)} ${p(60, 0)} ${p(0, 38)} Z`;
}

const arms = (colour: string, y: number) =>
  `<path d="M20 ${y} L4 ${y - 6} M300 ${y} L316 ${y - 6}" stroke="${colour}" stroke-width="8" stroke-linecap="round"/>`;

export const EYEWEAR: Record<string, () => PropArt> = {
  'heart-glasses': () => ({
    width: 320,
    height: 140,
    body: [
      arms('#9d0208', 54),
      '<path d="M142 60 Q160 46 178 60" fill="none" stroke="#9d0208" stroke-width="8" stroke-linecap="round"/>',
      `<path d="${heartPath(84, 72, 130)}${heartPath(236, 72, 130)}" fill="#ff2e63" stroke="#9d0208" stroke-width="7" stroke-linejoin="round"/>`,
      '<path d="M50 50 Q58 40 70 42 M202 50 Q210 40 222 42" stroke="#ffc2d1" stroke-width="7" stroke-linecap="round" fill="none"/>',
    ].join(''),
  }),
  'star-glasses': () => ({
    width: 320,
    height: 150,
    defs: '<linearGradient id="lens" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff3b0"/><stop offset="1" stop-color="#ffb703"/></linearGradient>',
    body: [
      arms('#c9184a', 66),
      '<path d="M140 72 Q160 58 180 72" fill="none" stroke="#c9184a" stroke-width="8" stroke-linecap="round"/>',
      `<path d="${starPath(84, 78, 5, 66, 30)}${starPath(236, 78, 5, 66, 30)}" fill="url(#lens)" stroke="#c9184a" stroke-width="7" stroke-linejoin="round"/>`,
      '<path d="M66 66 L78 56 M218 66 L230 56" stroke="#ffffff" stroke-width="6" stroke-linecap="round"/>',
    ].join(''),
  }),
  aviators: () => ({
    width: 320,
    height: 130,
    defs: '<linearGradient id="mirror" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1b4965"/><stop offset="0.55" stop-color="#5fa8d3"/><stop offset="1" stop-color="#f4a261"/></linearGradient>',
    body: [
      arms('#b08d57', 36),
      '<path d="M130 34 Q160 24 190 34 M134 46 Q160 40 186 46" fill="none" stroke="#b08d57" stroke-width="5" stroke-linecap="round"/>',
      '<path d="M24 32 Q76 22 132 34 Q138 70 116 98 Q92 122 62 114 Q30 104 24 70 Z" fill="url(#mirror)" stroke="#b08d57" stroke-width="5"/>',
      '<path d="M296 32 Q244 22 188 34 Q182 70 204 98 Q228 122 258 114 Q290 104 296 70 Z" fill="url(#mirror)" stroke="#b08d57" stroke-width="5"/>',
      '<path d="M44 46 L70 40 M214 40 L240 46" stroke="#ffffff" stroke-opacity="0.75" stroke-width="6" stroke-linecap="round"/>',
    ].join(''),
  }),
  'round-glasses': () => ({
    width: 320,
    height: 140,
    body: [
      arms('#3d2b1f', 60),
      '<path d="M132 66 Q160 50 188 66" fill="none" stroke="#3d2b1f" stroke-width="9" stroke-linecap="round"/>',
      '<circle cx="82" cy="72" r="52" fill="#bde0fe" fill-opacity="0.55" stroke="#3d2b1f" stroke-width="11"/>',
      '<circle cx="238" cy="72" r="52" fill="#bde0fe" fill-opacity="0.55" stroke="#3d2b1f" stroke-width="11"/>',
      '<path d="M56 54 A34 34 0 0 1 82 40 M212 54 A34 34 0 0 1 238 40" stroke="#ffffff" stroke-width="7" stroke-linecap="round" fill="none"/>',
    ].join(''),
  }),
  'masquerade-mask': () => ({
    width: 340,
    height: 200,
    defs:
      '<linearGradient id="velvet" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#9d4edd"/><stop offset="1" stop-color="#3c096c"/></linearGradient>' +
      '<linearGradient id="trim" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#f8e59a"/><stop offset="0.5" stop-color="#cfa43a"/><stop offset="1" stop-color="#f8e59a"/></linearGradient>',
    body: [
      '<path d="M266 70 Q300 20 320 14 Q306 46 290 76 Z" fill="#ff4d6d"/>',
      '<path d="M262 76 Q310 46 332 44 Q310 70 284 92 Z" fill="#ffb3c6"/>',
      '<path d="M256 82 Q282 10 292 6 Q290 50 276 92 Z" fill="#c9184a"/>',
      '<path fill-rule="evenodd" fill="url(#velvet)" stroke="url(#trim)" stroke-width="6" stroke-linejoin="round" d="M30 84 Q50 50 104 52 Q150 54 170 80 Q190 54 236 52 Q290 50 310 84 Q296 150 236 150 Q196 150 170 126 Q144 150 104 150 Q44 150 30 84 Z M66 100 Q96 72 136 94 Q110 122 82 116 Q68 112 66 100 Z M274 100 Q244 72 204 94 Q230 122 258 116 Q272 112 274 100 Z"/>',
      '<g fill="url(#trim)"><circle cx="170" cy="98" r="8"/><circle cx="48" cy="76" r="5"/><circle cx="292" cy="76" r="5"/></g>',
    ].join(''),
  }),
  'pixel-shades': () => {
    const px = 16;
    // Rows of [first column, last column]; the right lens is the left one moved 9 columns over.
    const lens = [
      [1, 7],
      [1, 7],
      [2, 6],
    ] as const;
    const blocks = [0, 9].flatMap((shift) =>
      lens.map(
        ([first, last], row) =>
          `<rect x="${(first + shift) * px}" y="${(row + 1) * px}" width="${(last - first + 1) * px}" height="${px}"/>`,
      ),
    );
    const shine = [0, 9]
      .flatMap((shift) => [
        `<rect x="${(2 + shift) * px}" y="${px}" width="${px}" height="${px}"/>`,
        `<rect x="${(3 + shift) * px}" y="${2 * px}" width="${px}" height="${px}"/>`,
      ])
      .join('');
    return {
      width: 18 * px,
      height: 4 * px,
      body: `<g fill="#111111"><rect width="${18 * px}" height="${px}"/>${blocks.join('')}</g><g fill="#ffffff">${shine}</g>`,
    };
  },
};
