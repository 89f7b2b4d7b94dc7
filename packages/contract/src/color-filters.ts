/**
 * Colour filters as 4×5 colour matrices: the `values` of an SVG `<feColorMatrix type="matrix">`,
 * row by row (R', G', B', A'), each row five numbers: the weights of R, G, B, A and an offset,
 * all in 0..1 units. The web preview and the server apply the same matrix, so what an organiser
 * previews is what the guests' media gets. In SVG or CSS, apply it with
 * `color-interpolation-filters="sRGB"`: the default (linearRGB) would give a different result.
 * Kept free of zod so the web can import it without the schema library.
 */

/** Twenty numbers, row-major. */
export type ColorMatrix = readonly number[];

export const COLOR_MATRIX_LENGTH = 20;

// biome-ignore format: a matrix reads best as its four rows
export const IDENTITY_MATRIX: ColorMatrix = [
  1, 0, 0, 0, 0,
  0, 1, 0, 0, 0,
  0, 0, 1, 0, 0,
  0, 0, 0, 1, 0,
];

/** Rec. 709 luminance, as CSS `grayscale(1)`. */
// biome-ignore format: a matrix reads best as its four rows
export const GRAYSCALE_MATRIX: ColorMatrix = [
  0.2126, 0.7152, 0.0722, 0, 0,
  0.2126, 0.7152, 0.0722, 0, 0,
  0.2126, 0.7152, 0.0722, 0, 0,
  0, 0, 0, 1, 0,
];

/** As CSS `sepia(1)`. */
// biome-ignore format: a matrix reads best as its four rows
export const SEPIA_MATRIX: ColorMatrix = [
  0.393, 0.769, 0.189, 0, 0,
  0.349, 0.686, 0.168, 0, 0,
  0.272, 0.534, 0.131, 0, 0,
  0, 0, 0, 1, 0,
];

export function isColorMatrix(value: unknown): value is ColorMatrix {
  return (
    Array.isArray(value) &&
    value.length === COLOR_MATRIX_LENGTH &&
    value.every((entry) => typeof entry === 'number' && Number.isFinite(entry))
  );
}

/**
 * Applies a colour matrix to RGBA pixels (4 bytes a pixel, not premultiplied, as canvas
 * `getImageData` and decoded images give them) and returns new pixels; the input is left alone.
 */
export function applyColorMatrix(rgba: Uint8ClampedArray, matrix: ColorMatrix): Uint8ClampedArray {
  if (!isColorMatrix(matrix)) throw new RangeError(`A colour matrix has ${COLOR_MATRIX_LENGTH} numbers.`);
  const m = Float64Array.from(matrix);
  const out = new Uint8ClampedArray(rgba.length);
  for (let i = 0; i + 3 < rgba.length; i += 4) {
    const r = (rgba[i] ?? 0) / 255;
    const g = (rgba[i + 1] ?? 0) / 255;
    const b = (rgba[i + 2] ?? 0) / 255;
    const a = (rgba[i + 3] ?? 0) / 255;
    for (let row = 0; row < 4; row += 1) {
      const k = row * 5;
      const value = (m[k] ?? 0) * r + (m[k + 1] ?? 0) * g + (m[k + 2] ?? 0) * b + (m[k + 3] ?? 0) * a + (m[k + 4] ?? 0);
      // Rounded half up here (the array alone would round half to even), then clamped to 0..255.
      out[i + row] = Math.round(value * 255);
    }
  }
  return out;
}

/** The matrix as the `values` attribute of `<feColorMatrix type="matrix">`. */
export function colorMatrixValues(matrix: ColorMatrix): string {
  return matrix.join(' ');
}

/** One matrix doing `first`, then `second`, … in order. */
export function composeColorMatrices(...matrices: ColorMatrix[]): ColorMatrix {
  return matrices.reduce<ColorMatrix>((done, next) => multiply(next, done), IDENTITY_MATRIX);
}

/** next × done, treating each as 5×5 with the implied last row (0 0 0 0 1). */
function multiply(next: ColorMatrix, done: ColorMatrix): ColorMatrix {
  const at = (matrix: ColorMatrix, row: number, column: number) =>
    row === 4 ? (column === 4 ? 1 : 0) : (matrix[row * 5 + column] ?? 0);
  const result: number[] = [];
  for (let row = 0; row < 4; row += 1) {
    for (let column = 0; column < 5; column += 1) {
      let sum = 0;
      for (let k = 0; k < 5; k += 1) sum += at(next, row, k) * at(done, k, column);
      result.push(sum);
    }
  }
  return result;
}

/** As CSS `saturate(amount)`: 0 is grey, 1 unchanged, above 1 more saturated. */
export function saturateMatrix(amount: number): ColorMatrix {
  const s = amount;
  // biome-ignore format: a matrix reads best as its four rows
  return [
    0.2126 + 0.7874 * s, 0.7152 - 0.7152 * s, 0.0722 - 0.0722 * s, 0, 0,
    0.2126 - 0.2126 * s, 0.7152 + 0.2848 * s, 0.0722 - 0.0722 * s, 0, 0,
    0.2126 - 0.2126 * s, 0.7152 - 0.7152 * s, 0.0722 + 0.9278 * s, 0, 0,
    0, 0, 0, 1, 0,
  ];
}

/** As CSS `sepia(amount)`, 0..1. */
export function sepiaMatrix(amount: number): ColorMatrix {
  const rest = 1 - Math.min(1, Math.max(0, amount));
  // biome-ignore format: a matrix reads best as its four rows
  return [
    0.393 + 0.607 * rest, 0.769 - 0.769 * rest, 0.189 - 0.189 * rest, 0, 0,
    0.349 - 0.349 * rest, 0.686 + 0.314 * rest, 0.168 - 0.168 * rest, 0, 0,
    0.272 - 0.272 * rest, 0.534 - 0.534 * rest, 0.131 + 0.869 * rest, 0, 0,
    0, 0, 0, 1, 0,
  ];
}

/** As CSS `contrast(amount)`: stretches around mid-grey. */
export function contrastMatrix(amount: number): ColorMatrix {
  return channelMatrix([amount, amount, amount], [0.5 - 0.5 * amount, 0.5 - 0.5 * amount, 0.5 - 0.5 * amount]);
}

/** Scales each of R, G, B and adds an offset to it (a tint, a lift of the blacks, brightness). */
export function channelMatrix(scale: [number, number, number], offset: [number, number, number] = [0, 0, 0]) {
  const [r, g, b] = scale;
  const [dr, dg, db] = offset;
  // biome-ignore format: a matrix reads best as its four rows
  return [
    r, 0, 0, 0, dr,
    0, g, 0, 0, dg,
    0, 0, b, 0, db,
    0, 0, 0, 1, 0,
  ] as ColorMatrix;
}

const round = (matrix: ColorMatrix): ColorMatrix => matrix.map((value) => Math.round(value * 10000) / 10000 || 0);

export type ColorFilterDefinition = { slug: string; name: string; matrix: ColorMatrix };

/** The filters shipped with the product, in library order. */
export const COLOR_FILTERS: readonly ColorFilterDefinition[] = [
  { slug: 'mono', name: 'Mono', matrix: round(composeColorMatrices(GRAYSCALE_MATRIX, contrastMatrix(1.12))) },
  { slug: 'sepia', name: 'Sepia', matrix: SEPIA_MATRIX },
  {
    slug: 'vintage',
    name: 'Vintage',
    matrix: round(
      composeColorMatrices(
        sepiaMatrix(0.45),
        contrastMatrix(0.86),
        channelMatrix([1.04, 1.0, 0.9], [0.04, 0.03, 0.02]),
      ),
    ),
  },
  { slug: 'vivid', name: 'Vivid', matrix: round(composeColorMatrices(saturateMatrix(1.6), contrastMatrix(1.08))) },
  {
    slug: 'warm-glow',
    name: 'Warm Glow',
    matrix: round(composeColorMatrices(saturateMatrix(1.1), channelMatrix([1.08, 1.0, 0.82], [0.03, 0.015, 0]))),
  },
  {
    slug: 'cool-breeze',
    name: 'Cool Breeze',
    matrix: round(composeColorMatrices(saturateMatrix(0.9), channelMatrix([0.86, 0.98, 1.1], [0, 0.02, 0.05]))),
  },
  {
    slug: 'rose',
    name: 'Rose',
    matrix: round(composeColorMatrices(saturateMatrix(0.85), channelMatrix([1.06, 0.9, 0.96], [0.07, 0.01, 0.05]))),
  },
  {
    slug: 'emerald',
    name: 'Emerald',
    matrix: round(composeColorMatrices(saturateMatrix(1.12), channelMatrix([0.92, 1.05, 0.97], [0, 0.025, 0.02]))),
  },
];
