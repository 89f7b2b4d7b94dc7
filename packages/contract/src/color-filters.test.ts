import { describe, expect, it } from 'vitest';
import {
  applyColorMatrix,
  COLOR_FILTERS,
  COLOR_MATRIX_LENGTH,
  colorMatrixValues,
  composeColorMatrices,
  contrastMatrix,
  GRAYSCALE_MATRIX,
  IDENTITY_MATRIX,
  isColorMatrix,
  SEPIA_MATRIX,
  saturateMatrix,
} from './color-filters.ts';

const pixels = (...values: number[]) => new Uint8ClampedArray(values);

describe('applyColorMatrix', () => {
  it('leaves every pixel as it was under the identity matrix, and never changes its input', () => {
    const input = pixels(0, 0, 0, 255, 12, 200, 99, 128, 255, 255, 255, 0, 17, 34, 51, 68);
    const copy = input.slice();
    expect(applyColorMatrix(input, IDENTITY_MATRIX)).toEqual(copy);
    expect(input).toEqual(copy);
  });

  it('turns colours into their Rec. 709 grey and keeps alpha', () => {
    const out = applyColorMatrix(
      pixels(255, 0, 0, 255, 0, 255, 0, 200, 0, 0, 255, 10, 255, 255, 255, 255),
      GRAYSCALE_MATRIX,
    );
    // 0.2126 × 255 = 54.2; 0.7152 × 255 = 182.4; 0.0722 × 255 = 18.4
    expect([...out]).toEqual([54, 54, 54, 255, 182, 182, 182, 200, 18, 18, 18, 10, 255, 255, 255, 255]);
  });

  it('gives the known sepia tones and clamps what goes past white', () => {
    const out = applyColorMatrix(pixels(128, 128, 128, 255, 255, 255, 255, 255, 0, 0, 0, 255), SEPIA_MATRIX);
    // Grey 128: 128 × 1.351 = 172.9, 128 × 1.203 = 154.0, 128 × 0.937 = 119.9. White: 344.5 and 306.8 clamp to 255, 238.9.
    expect([...out]).toEqual([173, 154, 120, 255, 255, 255, 239, 255, 0, 0, 0, 255]);
  });

  it('adds the offset column in 0..1 units', () => {
    const lift = [1, 0, 0, 0, 0.5, 0, 1, 0, 0, -0.5, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0];
    expect([...applyColorMatrix(pixels(10, 200, 60, 255), lift)]).toEqual([138, 73, 60, 255]);
  });

  it('refuses a matrix without twenty numbers', () => {
    expect(() => applyColorMatrix(pixels(0, 0, 0, 0), [1, 0, 0])).toThrow(RangeError);
  });
});

describe('colour matrix helpers', () => {
  it('writes the feColorMatrix values attribute row by row', () => {
    expect(colorMatrixValues(IDENTITY_MATRIX)).toBe('1 0 0 0 0 0 1 0 0 0 0 0 1 0 0 0 0 0 1 0');
  });

  it('composes in order: the first matrix is applied first', () => {
    const grey = pixels(200, 40, 90, 255);
    const composed = composeColorMatrices(GRAYSCALE_MATRIX, contrastMatrix(2));
    const stepwise = applyColorMatrix(applyColorMatrix(grey, GRAYSCALE_MATRIX), contrastMatrix(2));
    const once = applyColorMatrix(grey, composed);
    for (const [index, value] of once.entries())
      expect(Math.abs(value - (stepwise[index] ?? 0))).toBeLessThanOrEqual(1);
    expect(composeColorMatrices()).toEqual(IDENTITY_MATRIX);
  });

  it('matches grayscale at saturation 0 and identity at saturation 1', () => {
    const close = (matrix: readonly number[]) => matrix.map((value) => Math.round(value * 1e6) / 1e6 || 0);
    expect(close(saturateMatrix(0))).toEqual(close(GRAYSCALE_MATRIX));
    expect(close(saturateMatrix(1))).toEqual(close(IDENTITY_MATRIX));
  });
});

describe('the shipped colour filters', () => {
  it('are at least eight distinct, well-formed matrices with unique slugs', () => {
    expect(COLOR_FILTERS.length).toBeGreaterThanOrEqual(8);
    expect(new Set(COLOR_FILTERS.map((filter) => filter.slug)).size).toBe(COLOR_FILTERS.length);
    expect(new Set(COLOR_FILTERS.map((filter) => filter.matrix.join())).size).toBe(COLOR_FILTERS.length);
    for (const filter of COLOR_FILTERS) {
      expect(filter.matrix).toHaveLength(COLOR_MATRIX_LENGTH);
      expect(isColorMatrix(filter.matrix)).toBe(true);
      // Alpha passes through untouched.
      expect(filter.matrix.slice(15)).toEqual([0, 0, 0, 1, 0]);
    }
  });

  it('change a colourful pixel but keep black-and-white photos recognisable', () => {
    for (const filter of COLOR_FILTERS) {
      const [r, g, b] = applyColorMatrix(pixels(220, 60, 40, 255), filter.matrix);
      expect([r, g, b]).not.toEqual([220, 60, 40]);
      const [dark] = applyColorMatrix(pixels(10, 10, 10, 255), filter.matrix);
      const [light] = applyColorMatrix(pixels(245, 245, 245, 255), filter.matrix);
      expect((light ?? 0) - (dark ?? 0)).toBeGreaterThan(150);
    }
  });

  it('ship sepia as the exact CSS sepia(1) matrix', () => {
    expect(COLOR_FILTERS.find((filter) => filter.slug === 'sepia')?.matrix).toEqual(SEPIA_MATRIX);
  });
});
