/** Ornaments drawn around the photo window of the frames: confetti, flowers, snowflakes, balloons. */
import { FRAME_HEIGHT, FRAME_WIDTH } from '@boothdeck/contract';
import { seededRandom } from '../seeded-random.ts';
import { n } from './svg.ts';

export const CONFETTI = ['#ff4d6d', '#ffb703', '#3a86ff', '#06d6a0', '#8338ec', '#fb5607'];

/** Pieces of confetti in the band between the outer edge and the window. */
export function confettiBorder(
  seed: number,
  hole: { x: number; y: number; width: number; height: number },
  count: number,
) {
  const random = seededRandom(seed);
  const pieces: string[] = [];
  while (pieces.length < count) {
    const x = random() * FRAME_WIDTH;
    const y = random() * FRAME_HEIGHT;
    const inside = x > hole.x - 6 && x < hole.x + hole.width + 6 && y > hole.y - 6 && y < hole.y + hole.height + 6;
    const inCaption = y > hole.y + hole.height + 22 && x > 70 && x < 430;
    if (inside || inCaption) continue;
    const colour = CONFETTI[pieces.length % CONFETTI.length];
    const angle = Math.round(random() * 180);
    const kind = pieces.length % 3;
    if (kind === 0) {
      pieces.push(
        `<rect x="${n(x - 7)}" y="${n(y - 3)}" width="14" height="6" rx="1.5" fill="${colour}" transform="rotate(${angle} ${n(x)} ${n(y)})"/>`,
      );
    } else if (kind === 1) {
      pieces.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(3 + random() * 3)}" fill="${colour}"/>`);
    } else {
      pieces.push(
        `<path d="M${n(x - 10)} ${n(y)} q5 -7 10 0 t10 0" fill="none" stroke="${colour}" stroke-width="3.5" stroke-linecap="round" transform="rotate(${angle} ${n(x)} ${n(y)})"/>`,
      );
    }
  }
  return pieces.join('');
}

export function flower(x: number, y: number, radius: number, petal: string, centre: string): string {
  const petals = [0, 72, 144, 216, 288].map((angle) => {
    const a = ((angle - 90) * Math.PI) / 180;
    return `<circle cx="${n(x + Math.cos(a) * radius * 0.62)}" cy="${n(y + Math.sin(a) * radius * 0.62)}" r="${n(radius * 0.52)}" fill="${petal}"/>`;
  });
  return `<g>${petals.join('')}<circle cx="${n(x)}" cy="${n(y)}" r="${n(radius * 0.32)}" fill="${centre}"/></g>`;
}

export function leaf(x: number, y: number, length: number, angle: number, colour: string): string {
  return `<path d="M0 0 Q${n(length / 2)} ${n(-length / 3.2)} ${n(length)} 0 Q${n(length / 2)} ${n(length / 3.2)} 0 0 Z" fill="${colour}" transform="translate(${n(x)} ${n(y)}) rotate(${angle})"/>`;
}

export function bouquet(x: number, y: number, mirror: boolean): string {
  const s = mirror ? -1 : 1;
  return [
    leaf(x, y, 90, mirror ? 200 : -20, '#7fa37a'),
    leaf(x, y, 80, mirror ? 250 : 70, '#93b98d'),
    leaf(x, y, 70, mirror ? 160 : 20, '#5f8a5f'),
    leaf(x + s * 10, y + 4, 64, mirror ? 300 : 120, '#93b98d'),
    flower(x + s * 8, y + 6, 34, '#f29cb0', '#ffd27d'),
    flower(x + s * 52, y + 30, 24, '#ffffff', '#f2b84b'),
    flower(x + s * 30, y + 58, 20, '#e86a8c', '#ffd27d'),
    flower(x - s * 24, y + 40, 16, '#f7c6d0', '#f2b84b'),
  ].join('');
}

export function snowflake(x: number, y: number, size: number, opacity: number): string {
  const arms = [0, 60, 120].map((angle) => {
    const a = (angle * Math.PI) / 180;
    const dx = Math.cos(a) * size;
    const dy = Math.sin(a) * size;
    return `M${n(x - dx)} ${n(y - dy)}L${n(x + dx)} ${n(y + dy)}`;
  });
  const tips = [0, 60, 120, 180, 240, 300].map((angle) => {
    const a = (angle * Math.PI) / 180;
    const tx = x + Math.cos(a) * size * 0.6;
    const ty = y + Math.sin(a) * size * 0.6;
    const l = size * 0.28;
    const left = a + 0.8;
    const right = a - 0.8;
    return `M${n(tx + Math.cos(left) * l)} ${n(ty + Math.sin(left) * l)}L${n(tx)} ${n(ty)}L${n(tx + Math.cos(right) * l)} ${n(ty + Math.sin(right) * l)}`;
  });
  return `<path d="${arms.join('')}${tips.join('')}" fill="none" stroke="#ffffff" stroke-width="${n(Math.max(1.5, size / 9))}" stroke-linecap="round" opacity="${opacity}"/>`;
}

export function balloonCluster(x: number, y: number, colours: string[], mirror: boolean): string {
  const s = mirror ? -1 : 1;
  const spots = [
    [0, 0, 34],
    [s * 46, -30, 30],
    [s * 12, -66, 28],
  ] as const;
  return spots
    .map(([dx, dy, r], index) => {
      const cx = x + dx;
      const cy = y + dy;
      const colour = colours[index % colours.length];
      return [
        `<path d="M${n(cx)} ${n(cy + r * 1.2)} q${s * 8} 30 ${s * -4} 60 q-8 26 4 50" fill="none" stroke="#8a8aa0" stroke-width="1.6"/>`,
        `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${r}" ry="${n(r * 1.2)}" fill="${colour}"/>`,
        `<path d="M${n(cx - 5)} ${n(cy + r * 1.18)}L${n(cx + 5)} ${n(cy + r * 1.18)}L${n(cx)} ${n(cy + r * 1.18 + 8)}Z" fill="${colour}"/>`,
        `<ellipse cx="${n(cx - r * 0.35)}" cy="${n(cy - r * 0.4)}" rx="${n(r * 0.22)}" ry="${n(r * 0.36)}" fill="#fff" opacity="0.5" transform="rotate(-20 ${n(cx - r * 0.35)} ${n(cy - r * 0.4)})"/>`,
      ].join('');
    })
    .join('');
}
