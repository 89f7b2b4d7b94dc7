import { COLOR_FILTERS, type ColorMatrix, channelMatrix, IDENTITY_MATRIX, SEPIA_MATRIX } from '@boothdeck/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { applyColorFilter, hasIdentityAlpha } from './image-color-filter.ts';
import { InvalidImageError } from './image-errors.ts';
import { sniffImageKind } from './image-upload.ts';

type Rgb = [number, number, number];

// Red, green, blue, mid grey, a skin tone, a light grey (a filter's sum passes 255 before a
// negative offset brings it back), black and white.
const PIXELS: Rgb[] = [
  [255, 0, 0],
  [0, 255, 0],
  [0, 0, 255],
  [128, 128, 128],
  [224, 172, 138],
  [235, 235, 235],
  [0, 0, 0],
  [255, 255, 255],
];

/** feColorMatrix in sRGB on one opaque pixel: weights and offset in 0..1, clamped, then 8 bits. */
function previewPixel([r, g, b]: Rgb, matrix: ColorMatrix): Rgb {
  const at = (row: number, column: number) => matrix[row * 5 + column] ?? 0;
  const channel = (row: number) => {
    const value = at(row, 0) * (r / 255) + at(row, 1) * (g / 255) + at(row, 2) * (b / 255) + at(row, 3) + at(row, 4);
    return Math.min(255, Math.max(0, Math.round(value * 255)));
  };
  return [channel(0), channel(1), channel(2)];
}

function pngOf(pixels: number[][], channels: 3 | 4): Promise<Buffer> {
  const raw = { width: pixels.length, height: 1, channels };
  return sharp(Buffer.from(pixels.flat()), { raw }).png().toBuffer();
}

async function pixelsOf(image: Buffer): Promise<{ channels: number; pixels: number[][] }> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const pixels = Array.from({ length: info.width * info.height }, (_, index) => [
    ...data.subarray(index * info.channels, (index + 1) * info.channels),
  ]);
  return { channels: info.channels, pixels };
}

/** Rounding in sharp (single precision) and in the formula may differ by one level. */
function expectWithinOneLevel(actual: number[][], expected: number[][]) {
  const [got, want] = [actual.flat(), expected.flat()];
  const isClose = got.length === want.length && got.every((value, i) => Math.abs(value - (want[i] ?? Number.NaN)) <= 1);
  expect(isClose, `${JSON.stringify(actual)} vs ${JSON.stringify(expected)}`).toBe(true);
}

describe('applyColorFilter', () => {
  it('is given only filters that leave alpha alone', () => {
    for (const filter of COLOR_FILTERS) expect(hasIdentityAlpha(filter.matrix), filter.slug).toBe(true);
  });

  it.each(COLOR_FILTERS.map((filter) => [filter.name, filter.matrix] as const))(
    'gives guests the colours the preview shows for %s',
    async (_name, matrix) => {
      const filtered = await applyColorFilter(await pngOf(PIXELS, 3), matrix);
      expect(sniffImageKind(filtered)).toBe('png');
      const { channels, pixels } = await pixelsOf(filtered);
      expect(channels).toBe(3);
      expectWithinOneLevel(
        pixels,
        PIXELS.map((pixel) => previewPixel(pixel, matrix)),
      );
    },
  );

  it('leaves every pixel as it is under the identity matrix', async () => {
    const { pixels } = await pixelsOf(await applyColorFilter(await pngOf(PIXELS, 3), IDENTITY_MATRIX));
    expect(pixels).toEqual(PIXELS);
  });

  it('clamps once, after the offset, as feColorMatrix does', async () => {
    const stretch = channelMatrix([1.5, 1.5, 1.5], [-0.4, -0.4, -0.4]);
    const { pixels } = await pixelsOf(await applyColorFilter(await pngOf([[200, 100, 20]], 3), stretch));
    // 200 × 1.5 − 102 = 198; clamping the 300 first would give 153.
    expect(pixels).toEqual([[198, 48, 0]]);
  });

  it('keeps the alpha of a transparent PNG', async () => {
    const rgba = [
      [255, 0, 0, 0],
      [0, 255, 0, 128],
      [224, 172, 138, 255],
      [128, 128, 128, 37],
    ];
    const { channels, pixels } = await pixelsOf(await applyColorFilter(await pngOf(rgba, 4), SEPIA_MATRIX));
    expect(channels).toBe(4);
    expect(pixels.map((pixel) => pixel[3])).toEqual([0, 128, 255, 37]);
    expectWithinOneLevel(
      pixels.map((pixel) => pixel.slice(0, 3)),
      rgba.map(([r = 0, g = 0, b = 0]) => previewPixel([r, g, b], SEPIA_MATRIX)),
    );
  });

  it('keeps a JPEG a JPEG', async () => {
    const jpeg = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#e0ac8a' } })
      .jpeg()
      .toBuffer();
    const filtered = await applyColorFilter(jpeg, SEPIA_MATRIX);
    expect(sniffImageKind(filtered)).toBe('jpeg');
    expect(await sharp(filtered).metadata()).toMatchObject({ width: 4, height: 4 });
  });

  it('refuses a matrix that changes or reads alpha, a short matrix and a file that is not an image', async () => {
    const png = await pngOf(PIXELS, 3);
    const halfAlpha = IDENTITY_MATRIX.map((value, index) => (index === 18 ? 0.5 : value));
    const alphaIntoRed = IDENTITY_MATRIX.map((value, index) => (index === 3 ? 1 : value));
    await expect(applyColorFilter(png, halfAlpha)).rejects.toThrow(RangeError);
    await expect(applyColorFilter(png, alphaIntoRed)).rejects.toThrow(RangeError);
    await expect(applyColorFilter(png, [1, 0, 0])).rejects.toThrow(RangeError);
    await expect(applyColorFilter(Buffer.from('not a picture'), IDENTITY_MATRIX)).rejects.toThrow(InvalidImageError);
  });
});
