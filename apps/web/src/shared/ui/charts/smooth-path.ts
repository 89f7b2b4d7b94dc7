/** A smooth line through points in x order that never overshoots them (monotone cubic, Fritsch–Carlson). */
export type Point = { x: number; y: number };

export function smoothPath(points: readonly Point[]): string {
  const [first] = points;
  if (!first) return '';
  if (points.length === 1) return `M${first.x},${first.y}`;
  const slopes = points.slice(1).map((point, index) => {
    const previous = points[index] as Point;
    return (point.y - previous.y) / (point.x - previous.x || 1);
  });
  const tangents = points.map((_, index) => {
    if (index === 0) return slopes[0] ?? 0;
    if (index === points.length - 1) return slopes[index - 1] ?? 0;
    const before = slopes[index - 1] ?? 0;
    const after = slopes[index] ?? 0;
    return before * after <= 0 ? 0 : (before + after) / 2;
  });
  slopes.forEach((slope, index) => {
    if (slope === 0) {
      tangents[index] = 0;
      tangents[index + 1] = 0;
      return;
    }
    const a = (tangents[index] ?? 0) / slope;
    const b = (tangents[index + 1] ?? 0) / slope;
    const length = a * a + b * b;
    if (length > 9) {
      const scale = 3 / Math.sqrt(length);
      tangents[index] = scale * a * slope;
      tangents[index + 1] = scale * b * slope;
    }
  });
  let path = `M${first.x},${first.y}`;
  for (let index = 1; index < points.length; index++) {
    const from = points[index - 1] as Point;
    const to = points[index] as Point;
    const third = (to.x - from.x) / 3;
    const c1 = { x: from.x + third, y: from.y + (tangents[index - 1] ?? 0) * third };
    const c2 = { x: to.x - third, y: to.y - (tangents[index] ?? 0) * third };
    path += `C${c1.x},${c1.y} ${c2.x},${c2.y} ${to.x},${to.y}`;
  }
  return path;
}
