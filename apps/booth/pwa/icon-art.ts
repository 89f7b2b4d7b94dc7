/**
 * The kiosk's icon, drawn from shapes so one source gives the SVG, every PNG size the browsers
 * ask for and the iPad's launch screens: a pink camera on the kiosk's dark background, in a
 * 512-unit square. "Full bleed" fills the square (an iPad rounds the corners itself; a maskable
 * icon keeps its picture within the middle 80 %).
 */
type Shape =
  | { kind: 'rect'; x: number; y: number; width: number; height: number; radius: number; colour: string }
  | { kind: 'circle'; cx: number; cy: number; r: number; colour: string };

export const BACKGROUND = '#101418';
const ACCENT = '#e64980';
const LENS = '#f4f6f8';

const CAMERA: Shape[] = [
  { kind: 'rect', x: 96, y: 156, width: 320, height: 220, radius: 36, colour: ACCENT },
  { kind: 'rect', x: 196, y: 116, width: 120, height: 60, radius: 18, colour: ACCENT },
  { kind: 'circle', cx: 256, cy: 266, r: 74, colour: BACKGROUND },
  { kind: 'circle', cx: 256, cy: 266, r: 46, colour: LENS },
];

/** `camera`: the camera alone, for a launch screen already filled with the background. */
export type IconStyle = 'rounded' | 'full-bleed' | 'maskable' | 'camera';

function iconShapes(style: IconStyle): Shape[] {
  if (style === 'camera') return CAMERA;
  const radius = style === 'rounded' ? 96 : 0;
  const background: Shape = { kind: 'rect', x: 0, y: 0, width: 512, height: 512, radius, colour: BACKGROUND };
  if (style !== 'maskable') return [background, ...CAMERA];
  // Scaled about the centre into the safe zone a launcher's mask never cuts.
  const s = (value: number) => 256 + (value - 256) * 0.8;
  return [
    background,
    ...CAMERA.map(
      (shape): Shape =>
        shape.kind === 'rect'
          ? {
              ...shape,
              x: s(shape.x),
              y: s(shape.y),
              width: shape.width * 0.8,
              height: shape.height * 0.8,
              radius: shape.radius * 0.8,
            }
          : { ...shape, cx: s(shape.cx), cy: s(shape.cy), r: shape.r * 0.8 },
    ),
  ];
}

export function iconSvg(): string {
  const body = iconShapes('rounded')
    .map((shape) =>
      shape.kind === 'rect'
        ? `<rect x="${shape.x}" y="${shape.y}" width="${shape.width}" height="${shape.height}" rx="${shape.radius}" fill="${shape.colour}"/>`
        : `<circle cx="${shape.cx}" cy="${shape.cy}" r="${shape.r}" fill="${shape.colour}"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" role="img" aria-label="Boothdeck booth"><title>Boothdeck booth</title>${body}</svg>\n`;
}

const rgbOf = (hex: string) =>
  [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as [number, number, number];

/** Signed distance (in design units) from a point to the shape's edge: negative inside. */
function distance(shape: Shape, x: number, y: number): number {
  if (shape.kind === 'circle') return Math.sqrt((x - shape.cx) ** 2 + (y - shape.cy) ** 2) - shape.r;
  const qx = Math.abs(x - (shape.x + shape.width / 2)) - (shape.width / 2 - shape.radius);
  const qy = Math.abs(y - (shape.y + shape.height / 2)) - (shape.height / 2 - shape.radius);
  const ox = Math.max(qx, 0);
  const oy = Math.max(qy, 0);
  return Math.sqrt(ox * ox + oy * oy) + Math.min(Math.max(qx, qy), 0) - shape.radius;
}

/**
 * Draws the icon into an RGBA canvas of `width` × `height` (filled with `fill` first, if given),
 * `size` pixels square with its top-left corner at (`left`, `top`), edges smoothed over a pixel.
 */
export function drawIcon(
  pixels: Uint8Array,
  width: number,
  { style, size, left = 0, top = 0 }: { style: IconStyle; size: number; left?: number; top?: number },
) {
  const scale = size / 512;
  const shapes = iconShapes(style).map((shape) => ({ shape, rgb: rgbOf(shape.colour) }));
  for (let py = top; py < top + size; py++) {
    for (let px = left; px < left + size; px++) {
      const x = (px + 0.5 - left) / scale;
      const y = (py + 0.5 - top) / scale;
      const at = (py * width + px) * 4;
      for (const { shape, rgb } of shapes) {
        const cover = Math.min(1, Math.max(0, 0.5 - distance(shape, x, y) * scale));
        if (cover === 0) continue;
        const alpha = (pixels[at + 3] as number) / 255;
        const outAlpha = cover + alpha * (1 - cover);
        for (let c = 0; c < 3; c++)
          pixels[at + c] = Math.round(
            ((rgb[c] as number) * cover + (pixels[at + c] as number) * alpha * (1 - cover)) / outAlpha,
          );
        pixels[at + 3] = Math.round(outAlpha * 255);
      }
    }
  }
}

export function filledCanvas(width: number, height: number, colour: string): Uint8Array {
  return Buffer.alloc(width * height * 4, Buffer.from([...rgbOf(colour), 255]));
}
