/** Digital props: moustaches, lips, a bow tie and a beard. Symmetric ones draw one half and mirror it. */
import type { PropArt } from './props-headwear.ts';

/** The right half drawn around x = 0, mirrored onto the left. */
const mirrored = (centreX: number, half: string) =>
  `<g transform="translate(${centreX} 0)">${half}<g transform="scale(-1 1)">${half}</g></g>`;

const HAIR = '#3b2416';

export const FACES: Record<string, () => PropArt> = {
  'handlebar-moustache': () => ({
    width: 320,
    height: 130,
    body: mirrored(
      160,
      `<path d="M-4 40 C20 24 56 26 80 44 C98 58 112 64 126 58 C140 52 142 34 130 28 C122 24 112 30 116 38 C104 34 108 14 126 14 C150 14 158 44 146 66 C130 94 92 96 62 84 C36 74 12 70 -4 76 Z" fill="${HAIR}"/>`,
    ),
  }),
  'chevron-moustache': () => ({
    width: 300,
    height: 130,
    defs: '<linearGradient id="bristle" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5a3a22"/><stop offset="1" stop-color="#2b1a0f"/></linearGradient>',
    body: mirrored(
      150,
      '<path d="M-2 22 C30 16 70 20 104 36 C120 44 130 62 128 90 L116 80 L108 96 L98 82 L88 98 L78 84 L68 100 L58 86 L48 102 L38 88 L28 104 L18 90 L8 106 L-2 92 Z" fill="url(#bristle)"/>',
    ),
  }),
  'curly-moustache': () => ({
    width: 340,
    height: 140,
    body: mirrored(
      170,
      `<path d="M-4 50 C24 40 58 46 88 62 C112 74 134 78 146 64 C156 52 150 36 136 36 C124 36 120 50 130 54 C116 58 110 40 120 30 C134 16 164 26 166 52 C168 84 134 102 98 94 C62 86 30 74 -4 80 Z" fill="${HAIR}"/>`,
    ),
  }),
  'red-lips': () => ({
    width: 260,
    height: 150,
    defs: '<linearGradient id="lipstick" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff4d6d"/><stop offset="1" stop-color="#a4133c"/></linearGradient>',
    body: [
      '<path d="M16 72 C44 48 80 24 106 30 C118 32 124 40 130 46 C136 40 142 32 154 30 C180 24 216 48 244 72 C200 70 160 74 130 78 C100 74 60 70 16 72 Z" fill="url(#lipstick)"/>',
      '<path d="M16 74 C60 74 100 80 130 82 C160 80 200 74 244 74 C214 118 174 134 130 134 C86 134 46 118 16 74 Z" fill="url(#lipstick)"/>',
      '<path d="M30 76 Q130 92 230 76" fill="none" stroke="#590d22" stroke-width="4" stroke-linecap="round"/>',
      '<path d="M96 108 Q126 120 160 108" fill="none" stroke="#ffccd5" stroke-width="7" stroke-linecap="round" opacity="0.8"/>',
      '<path d="M84 46 Q98 40 110 44" fill="none" stroke="#ffccd5" stroke-width="5" stroke-linecap="round" opacity="0.7"/>',
    ].join(''),
  }),
  'bow-tie': () => ({
    width: 260,
    height: 150,
    defs: '<pattern id="spots" width="22" height="22" patternUnits="userSpaceOnUse"><rect width="22" height="22" fill="#d62828"/><circle cx="6" cy="6" r="3.5" fill="#ffffff"/><circle cx="17" cy="17" r="3.5" fill="#ffffff"/></pattern>',
    body: [
      mirrored(
        130,
        '<path d="M18 58 C48 38 84 18 110 22 C124 24 124 126 110 128 C84 132 48 112 18 92 Z" fill="url(#spots)" stroke="#7a1010" stroke-width="5" stroke-linejoin="round"/>',
      ),
      '<rect x="106" y="48" width="48" height="54" rx="12" fill="#d62828" stroke="#7a1010" stroke-width="5"/>',
      '<path d="M116 60 Q130 56 144 60" fill="none" stroke="#ff8a8a" stroke-width="4" stroke-linecap="round"/>',
    ].join(''),
  }),
  'full-beard': () => ({
    width: 280,
    height: 260,
    defs: '<linearGradient id="beard" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7a4a26"/><stop offset="1" stop-color="#4a2b14"/></linearGradient>',
    body: [
      '<path fill-rule="evenodd" fill="url(#beard)" d="M20 20 C22 90 30 150 70 196 C96 226 118 244 140 246 C162 244 184 226 210 196 C250 150 258 90 260 20 C244 70 226 96 200 104 C176 110 158 96 140 96 C122 96 104 110 80 104 C54 96 36 70 20 20 Z M104 150 Q140 134 176 150 Q168 184 140 186 Q112 184 104 150 Z"/>',
      mirrored(
        140,
        '<path d="M-2 112 C20 98 54 96 78 110 C92 118 98 130 92 138 C70 126 40 128 -2 136 Z" fill="#5e3519"/>',
      ),
      '<path d="M60 150 Q70 180 92 200 M220 150 Q210 180 188 200 M140 200 V230" fill="none" stroke="#3a210e" stroke-width="3" stroke-linecap="round" opacity="0.6"/>',
    ].join(''),
  }),
};
