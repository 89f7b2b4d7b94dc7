/**
 * The sample "photo" the artwork shows inside frames, animation tiles, filter swatches and
 * template thumbnails: a guest at a party, drawn flat, in four poses. It has reds, yellows,
 * greens, blues and skin tones, so a colour filter visibly changes it.
 *
 * Each pose is a <symbol> (400×500 design space, cropped to fill) placed with
 * `<use href="#scene-<pose>" x y width height>`.
 */
import { n } from './svg.ts';

export type Pose = 'smile' | 'wink' | 'laugh' | 'wow';

export const SCENE_WIDTH = 400;
export const SCENE_HEIGHT = 500;

const SKIN = '#f1c09b';
const SKIN_SHADE = '#dfa47f';
const HAIR = '#3b2a26';
const SHIRT = '#1fa38f';
const INK = '#2a1f2d';

const BULB_COLOURS = ['#ffd23f', '#ff5d73', '#5ad1ff', '#7ee081', '#ffa94d'];

function backdrop(): string {
  const bokeh = [
    [60, 120, 34, '#ff8fab'],
    [330, 90, 42, '#ffd23f'],
    [350, 260, 28, '#5ad1ff'],
    [40, 300, 24, '#7ee081'],
    [120, 40, 20, '#5ad1ff'],
    [260, 180, 16, '#ff8fab'],
  ] as const;
  const lights = BULB_COLOURS.flatMap((colour, index) => {
    const x = 30 + index * 85;
    const y = 48 + Math.sin((index / 4) * Math.PI) * 30;
    return [
      `<circle cx="${n(x)}" cy="${n(y + 10)}" r="16" fill="${colour}" opacity="0.35"/>`,
      `<rect x="${n(x - 3)}" y="${n(y - 4)}" width="6" height="7" rx="1" fill="#4a4458"/>`,
      `<ellipse cx="${n(x)}" cy="${n(y + 10)}" rx="6" ry="9" fill="${colour}"/>`,
    ];
  });
  return [
    '<rect width="400" height="500" fill="url(#scene-wall)"/>',
    ...bokeh.map(([x, y, r, c]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${c}" opacity="0.28"/>`),
    '<path d="M-10 40 Q200 120 410 40" fill="none" stroke="#4a4458" stroke-width="3"/>',
    ...lights,
  ].join('');
}

function balloon(x: number, y: number, colour: string, shine: string, tilt: number): string {
  return [
    `<g transform="rotate(${tilt} ${x} ${y})">`,
    `<path d="M${x} ${y + 62} q-6 40 6 80 q10 36 -4 80" fill="none" stroke="#f4f1ea" stroke-width="2" opacity="0.8"/>`,
    `<ellipse cx="${x}" cy="${y}" rx="44" ry="54" fill="${colour}"/>`,
    `<path d="M${x - 7} ${y + 52} L${x + 7} ${y + 52} L${x} ${y + 63} Z" fill="${colour}"/>`,
    `<ellipse cx="${x - 16}" cy="${y - 20}" rx="10" ry="17" fill="${shine}" opacity="0.55" transform="rotate(-20 ${x - 16} ${y - 20})"/>`,
    '</g>',
  ].join('');
}

function face(pose: Pose): string {
  const eye = (x: number) =>
    `<ellipse cx="${x}" cy="256" rx="7.5" ry="9" fill="${INK}"/><circle cx="${x + 2.5}" cy="252.5" r="2.6" fill="#fff"/>`;
  const closedEye = (x: number) =>
    `<path d="M${x - 10} 257 Q${x} 248 ${x + 10} 257" fill="none" stroke="${INK}" stroke-width="4" stroke-linecap="round"/>`;
  const eyes = {
    smile: eye(174) + eye(226),
    wink: eye(174) + closedEye(226),
    laugh: closedEye(174) + closedEye(226),
    wow: eye(174) + eye(226),
  }[pose];
  const brows =
    pose === 'wow'
      ? `<path d="M160 228 Q174 218 188 226 M212 226 Q226 218 240 228" fill="none" stroke="${HAIR}" stroke-width="5" stroke-linecap="round"/>`
      : `<path d="M161 236 Q174 229 187 235 M213 235 Q226 229 239 236" fill="none" stroke="${HAIR}" stroke-width="5" stroke-linecap="round"/>`;
  const mouths = {
    smile: `<path d="M180 290 Q200 308 220 290" fill="none" stroke="${INK}" stroke-width="4.5" stroke-linecap="round"/>`,
    wink: `<path d="M182 291 Q204 306 222 286" fill="none" stroke="${INK}" stroke-width="4.5" stroke-linecap="round"/>`,
    laugh:
      '<path d="M176 286 Q200 326 224 286 Z" fill="#7a2432"/><path d="M186 306 Q200 318 214 306 Q200 298 186 306 Z" fill="#ff7b8a"/><path d="M180 287 H220 L218 292 H182 Z" fill="#fff"/>',
    wow: '<ellipse cx="200" cy="298" rx="11" ry="14" fill="#7a2432"/>',
  };
  return [
    eyes,
    brows,
    '<ellipse cx="160" cy="284" rx="13" ry="8" fill="#ff8fa0" opacity="0.45"/>',
    '<ellipse cx="240" cy="284" rx="13" ry="8" fill="#ff8fa0" opacity="0.45"/>',
    `<path d="M199 262 Q194 278 202 280" fill="none" stroke="${SKIN_SHADE}" stroke-width="3.5" stroke-linecap="round"/>`,
    mouths[pose],
  ].join('');
}

function person(pose: Pose): string {
  return [
    // Shoulders and shirt, with an open collar.
    `<path d="M62 500 C66 420 118 384 200 378 C282 384 334 420 338 500 Z" fill="${SHIRT}"/>`,
    '<path d="M150 392 C168 410 184 420 200 440 C216 420 232 410 250 392" fill="none" stroke="#178a78" stroke-width="6"/>',
    `<path d="M172 372 L200 430 L228 372 Z" fill="${SKIN_SHADE}"/>`,
    `<rect x="178" y="320" width="44" height="62" rx="14" fill="${SKIN_SHADE}"/>`,
    // Hair behind the head, ears, head.
    `<path d="M124 250 C112 170 160 142 206 144 C262 146 292 186 278 262 C276 286 270 300 262 310 L138 310 C130 296 126 276 124 250 Z" fill="${HAIR}"/>`,
    `<ellipse cx="134" cy="266" rx="11" ry="17" fill="${SKIN_SHADE}"/>`,
    `<ellipse cx="266" cy="266" rx="11" ry="17" fill="${SKIN_SHADE}"/>`,
    `<ellipse cx="200" cy="258" rx="66" ry="76" fill="${SKIN}"/>`,
    // Fringe.
    `<path d="M134 236 C140 186 178 168 214 172 C246 176 268 196 268 232 C250 210 226 200 198 204 C176 206 152 216 134 236 Z" fill="${HAIR}"/>`,
    face(pose),
  ].join('');
}

/** Gradients and one symbol per pose; put in <defs> once per document. */
export function sceneDefs(poses: readonly Pose[]): string {
  const wall =
    '<linearGradient id="scene-wall" x1="0" y1="0" x2="0.35" y2="1">' +
    '<stop offset="0" stop-color="#3b2d6e"/><stop offset="0.55" stop-color="#7b3f8c"/><stop offset="1" stop-color="#e76f7e"/>' +
    '</linearGradient>';
  const symbols = poses.map(
    (pose) =>
      `<symbol id="scene-${pose}" viewBox="0 0 ${SCENE_WIDTH} ${SCENE_HEIGHT}" preserveAspectRatio="xMidYMid slice">` +
      backdrop() +
      balloon(62, 210, '#ff4d5e', '#ffffff', -8) +
      balloon(342, 180, '#ffc928', '#ffffff', 10) +
      balloon(370, 300, '#3f8cff', '#ffffff', 6) +
      person(pose) +
      '</symbol>',
  );
  return wall + symbols.join('');
}

const ALL_POSES: readonly Pose[] = ['smile', 'wink', 'laugh', 'wow'];

/** The scene definitions for exactly the poses some markup places. */
export function sceneDefsFor(markup: string): string {
  const used = ALL_POSES.filter((pose) => markup.includes(`href="#scene-${pose}"`));
  return used.length > 0 ? sceneDefs(used) : '';
}

/** Places a pose into a box, cropping to fill it; `children` go inside (an <animate>, say). */
export function useScene(
  pose: Pose,
  x: number,
  y: number,
  width: number,
  height: number,
  { attrs = '', children = '' }: { attrs?: string; children?: string } = {},
): string {
  const open = `<use href="#scene-${pose}" x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}"${attrs ? ` ${attrs}` : ''}`;
  return children ? `${open}>${children}</use>` : `${open}/>`;
}

/**
 * A photo slot showing the poses one after another, like the frames of an animated GIF. The
 * still version shows the first pose only.
 */
export function cyclingScene(
  poses: readonly Pose[],
  box: { x: number; y: number; width: number; height: number },
  { animated, seconds = 1.8 }: { animated: boolean; seconds?: number },
): string {
  const [first = 'smile'] = poses;
  if (!animated) return useScene(first, box.x, box.y, box.width, box.height);
  const keyTimes = [...poses.map((_, index) => n(index / poses.length)), '1'].join(';');
  return poses
    .map((pose, index) => {
      const values = [...poses.map((_, step) => (step === index ? 1 : 0)), 0].join(';');
      return useScene(pose, box.x, box.y, box.width, box.height, {
        attrs: `opacity="${index === 0 ? 1 : 0}"`,
        children: `<animate attributeName="opacity" values="${values}" keyTimes="${keyTimes}" calcMode="discrete" dur="${seconds}s" repeatCount="indefinite"/>`,
      });
    })
    .join('');
}
