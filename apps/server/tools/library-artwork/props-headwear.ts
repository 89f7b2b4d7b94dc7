/** Digital props: hats and crowns. */
import { n, starPath } from './svg.ts';

export type PropArt = { width: number; height: number; defs?: string; body: string };

function flowerAt(x: number, y: number, r: number, petal: string, centre: string): string {
  const petals = [0, 1, 2, 3, 4].map((index) => {
    const a = (index * 72 - 90) * (Math.PI / 180);
    return `<circle cx="${n(x + Math.cos(a) * r * 0.6)}" cy="${n(y + Math.sin(a) * r * 0.6)}" r="${n(r * 0.5)}" fill="${petal}"/>`;
  });
  return `${petals.join('')}<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.34)}" fill="${centre}"/>`;
}

export const HEADWEAR: Record<string, () => PropArt> = {
  'top-hat': () => ({
    width: 260,
    height: 220,
    defs: '<linearGradient id="silk" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#15151c"/><stop offset="0.35" stop-color="#3a3a4a"/><stop offset="0.55" stop-color="#1d1d26"/><stop offset="1" stop-color="#0d0d12"/></linearGradient>',
    body: [
      '<ellipse cx="130" cy="182" rx="112" ry="22" fill="#101016"/>',
      '<path d="M66 40 H194 L186 178 Q130 192 74 178 Z" fill="url(#silk)"/>',
      '<path d="M71 132 Q130 146 189 132 L187 160 Q130 174 73 160 Z" fill="#c1121f"/>',
      '<ellipse cx="130" cy="40" rx="64" ry="14" fill="#2c2c38"/>',
      '<path d="M90 52 L86 128" stroke="#ffffff" stroke-opacity="0.22" stroke-width="8" stroke-linecap="round"/>',
    ].join(''),
  }),
  'party-hat': () => ({
    width: 220,
    height: 250,
    defs:
      '<clipPath id="cone"><path d="M110 34 L34 214 Q110 236 186 214 Z"/></clipPath>' +
      '<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.18"/></linearGradient>',
    body: [
      '<g clip-path="url(#cone)">',
      '<rect width="220" height="250" fill="#7b2cbf"/>',
      '<path d="M-20 120 L240 40 V80 L-20 160Z M-20 200 L240 120 V160 L-20 240Z" fill="#ff4d6d"/>',
      '<g fill="#ffd166"><circle cx="96" cy="96" r="6"/><circle cx="130" cy="150" r="7"/><circle cx="80" cy="180" r="6"/><circle cx="150" cy="200" r="5"/><circle cx="118" cy="66" r="4"/></g>',
      '<rect width="220" height="250" fill="url(#shade)"/>',
      '</g>',
      '<path d="M30 212 q10 -12 20 0 t20 0 t20 0 t20 0 t20 0 t20 0 t20 0 t20 0 q-20 26 -160 0Z" fill="#ffffff"/>',
      '<g fill="#ffd166"><circle cx="110" cy="28" r="16"/><circle cx="96" cy="20" r="9"/><circle cx="124" cy="18" r="9"/><circle cx="122" cy="38" r="9"/><circle cx="98" cy="38" r="9"/></g>',
    ].join(''),
  }),
  crown: () => ({
    width: 260,
    height: 200,
    defs: '<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe58a"/><stop offset="0.55" stop-color="#f4b400"/><stop offset="1" stop-color="#c78b00"/></linearGradient>',
    body: [
      '<path d="M34 164 L22 56 L82 112 L130 30 L178 112 L238 56 L226 164 Z" fill="url(#gold)" stroke="#a86f00" stroke-width="4" stroke-linejoin="round"/>',
      '<rect x="30" y="140" width="200" height="36" rx="6" fill="#f4b400" stroke="#a86f00" stroke-width="4"/>',
      '<g stroke="#a86f00" stroke-width="3"><circle cx="22" cy="52" r="11" fill="#fff3bf"/><circle cx="130" cy="26" r="12" fill="#fff3bf"/><circle cx="238" cy="52" r="11" fill="#fff3bf"/></g>',
      '<circle cx="130" cy="158" r="11" fill="#e63946" stroke="#8d0801" stroke-width="2"/>',
      '<path d="M78 148 L90 158 L78 168 L66 158Z" fill="#3a86ff" stroke="#1d3557" stroke-width="2"/>',
      '<path d="M182 148 L194 158 L182 168 L170 158Z" fill="#06d6a0" stroke="#055b45" stroke-width="2"/>',
      '<path d="M130 80 L142 104 L130 128 L118 104Z" fill="#e63946" stroke="#8d0801" stroke-width="2"/>',
      '<path d="M56 100 L60 134" stroke="#fff7d6" stroke-width="6" stroke-linecap="round" opacity="0.7"/>',
    ].join(''),
  }),
  'cowboy-hat': () => ({
    width: 300,
    height: 190,
    defs: '<linearGradient id="felt" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c97b3d"/><stop offset="1" stop-color="#8a4b1f"/></linearGradient>',
    body: [
      '<path d="M92 130 Q84 62 108 40 Q130 58 150 44 Q170 58 192 40 Q216 62 208 130 Z" fill="url(#felt)"/>',
      '<path d="M148 48 Q150 80 150 120" stroke="#6e3b17" stroke-width="4" fill="none" stroke-linecap="round"/>',
      '<path d="M92 112 Q150 126 208 112 L210 132 Q150 146 90 132 Z" fill="#3d2412"/>',
      '<g fill="#ffd166">' +
        [110, 130, 150, 170, 190].map((x) => `<path d="${starPath(x, 126, 5, 5, 2.2)}"/>`).join('') +
        '</g>',
      '<path d="M14 98 Q40 150 150 152 Q260 150 286 98 Q272 176 150 176 Q28 176 14 98 Z" fill="url(#felt)"/>',
      '<path d="M40 134 Q150 168 260 134" fill="none" stroke="#6e3b17" stroke-width="3" opacity="0.7"/>',
    ].join(''),
  }),
  'flower-crown': () => {
    const points = Array.from({ length: 9 }, (_, index) => {
      const t = index / 8;
      const x = 24 + t * 272;
      const y = 60 + Math.sin(t * Math.PI) * 44;
      return [x, y] as const;
    });
    const leaves = points
      .map(([x, y], index) => {
        const angle = index % 2 === 0 ? -35 : 215;
        return `<path d="M0 0 Q18 -12 36 0 Q18 12 0 0Z" fill="${index % 2 === 0 ? '#6a994e' : '#a7c957'}" transform="translate(${n(x)} ${n(y)}) rotate(${angle})"/>`;
      })
      .join('');
    const colours = [
      ['#ff8fab', '#ffd166'],
      ['#ffffff', '#f4a261'],
      ['#c77dff', '#ffe066'],
      ['#ffb3c6', '#ff7b00'],
    ] as const;
    const flowers = points
      .map(([x, y], index) => {
        const [petal, centre] = colours[index % colours.length] ?? colours[0];
        return flowerAt(x, y, index % 2 === 0 ? 26 : 18, petal, centre);
      })
      .join('');
    return {
      width: 320,
      height: 150,
      body: `<path d="M20 60 Q160 150 300 60" fill="none" stroke="#4f772d" stroke-width="5"/>${leaves}${flowers}`,
    };
  },
  'wizard-hat': () => ({
    width: 240,
    height: 260,
    defs: '<linearGradient id="robe" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#5a189a"/><stop offset="1" stop-color="#3c096c"/></linearGradient>',
    body: [
      '<path d="M64 206 Q90 120 112 70 Q128 30 176 22 Q146 46 150 88 Q160 150 176 206 Z" fill="url(#robe)"/>',
      '<ellipse cx="120" cy="212" rx="108" ry="26" fill="#3c096c"/>',
      '<path d="M66 196 Q120 212 174 196 L176 208 Q120 224 64 208 Z" fill="#ffd166"/>',
      `<g fill="#ffd166"><path d="${starPath(112, 150, 5, 14, 6)}"/><path d="${starPath(140, 100, 5, 10, 4.2)}"/><path d="${starPath(96, 112, 5, 7, 3)}"/></g>`,
      '<path d="M140 166 A14 14 0 1 0 150 184 A10 10 0 1 1 140 166 Z" fill="#ffe066"/>',
    ].join(''),
  }),
};
