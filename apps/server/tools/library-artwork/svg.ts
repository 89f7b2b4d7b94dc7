/** Small helpers for writing the library artwork as SVG text. */

export type SvgDocument = {
  width: number;
  height: number;
  title: string;
  defs?: string;
  body: string;
};

/** Fonts every machine has a fallback for; the artwork never depends on a downloaded font. */
export const FONT = {
  sans: "'Helvetica Neue', Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif",
  serif: "Georgia, 'Times New Roman', 'Liberation Serif', 'DejaVu Serif', serif",
  mono: "'Courier New', 'Liberation Mono', 'DejaVu Sans Mono', monospace",
} as const;

export function svgDocument({ width, height, title, defs, body }: SvgDocument): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">`,
    `<title>${escapeXml(title)}</title>`,
    defs ? `<defs>${defs}</defs>` : '',
    body,
    '</svg>',
    '',
  ].join('\n');
}

export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** Numbers with at most two decimals, so generated paths stay short and stable. */
export function n(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** A text element; `attrs` carries anything else (fill, weight, letter-spacing…). */
export function text(x: number, y: number, content: string, attrs: string): string {
  return `<text x="${n(x)}" y="${n(y)}" ${attrs}>${escapeXml(content)}</text>`;
}

/** A rectangle with a rectangular hole (both may be rounded), for frames with a see-through window. */
export function rectWithWindow(
  outer: { width: number; height: number },
  hole: { x: number; y: number; width: number; height: number; radius?: number },
): string {
  return `M0 0H${n(outer.width)}V${n(outer.height)}H0Z ${roundedRectPath(hole)}`;
}

export function roundedRectPath({
  x,
  y,
  width,
  height,
  radius = 0,
}: {
  x: number;
  y: number;
  width: number;
  height: number;
  radius?: number;
}): string {
  const r = Math.min(radius, width / 2, height / 2);
  if (r === 0) return `M${n(x)} ${n(y)}H${n(x + width)}V${n(y + height)}H${n(x)}Z`;
  return [
    `M${n(x + r)} ${n(y)}`,
    `H${n(x + width - r)}`,
    `A${n(r)} ${n(r)} 0 0 1 ${n(x + width)} ${n(y + r)}`,
    `V${n(y + height - r)}`,
    `A${n(r)} ${n(r)} 0 0 1 ${n(x + width - r)} ${n(y + height)}`,
    `H${n(x + r)}`,
    `A${n(r)} ${n(r)} 0 0 1 ${n(x)} ${n(y + height - r)}`,
    `V${n(y + r)}`,
    `A${n(r)} ${n(r)} 0 0 1 ${n(x + r)} ${n(y)}`,
    'Z',
  ].join('');
}

/** A star (or starburst) path centred on cx, cy. */
export function starPath(cx: number, cy: number, points: number, outer: number, inner: number, rotate = -90): string {
  const parts: string[] = [];
  for (let i = 0; i < points * 2; i += 1) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = ((rotate + (i * 180) / points) * Math.PI) / 180;
    parts.push(`${i === 0 ? 'M' : 'L'}${n(cx + radius * Math.cos(angle))} ${n(cy + radius * Math.sin(angle))}`);
  }
  return `${parts.join('')}Z`;
}

/** A rounded label chip, used to name a style on its tile. */
export function labelChip(
  centerX: number,
  y: number,
  label: string,
  { fill, color, fontSize = 15 }: { fill: string; color: string; fontSize?: number },
): string {
  const width = label.length * fontSize * 0.62 + 28;
  const height = fontSize + 14;
  return [
    `<rect x="${n(centerX - width / 2)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" rx="${n(height / 2)}" fill="${fill}"/>`,
    text(
      centerX,
      y + height / 2 + fontSize * 0.36,
      label,
      `text-anchor="middle" font-family="${FONT.sans}" font-size="${fontSize}" font-weight="700" letter-spacing="0.5" fill="${color}"`,
    ),
  ].join('');
}
