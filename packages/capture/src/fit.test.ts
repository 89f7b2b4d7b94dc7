import { describe, expect, it } from 'vitest';
import { coverCrop, largestInside } from './fit.ts';
import { placeWatermark } from './watermark-placement.ts';

describe('cutting the camera frame to the output', () => {
  it('keeps the centre of a landscape frame for a square output', () => {
    expect(coverCrop({ width: 1920, height: 1080 }, { width: 1080, height: 1080 })).toEqual({
      x: 420,
      y: 0,
      width: 1080,
      height: 1080,
    });
  });

  it('uses the whole frame when the shapes match', () => {
    expect(coverCrop({ width: 1920, height: 1080 }, { width: 960, height: 540 })).toEqual({
      x: 0,
      y: 0,
      width: 1920,
      height: 1080,
    });
  });
});

describe("a framed photo's size", () => {
  it("takes a portrait frame's shape at the camera's full height", () => {
    expect(largestInside({ width: 1920, height: 1080 }, { width: 500, height: 628 })).toEqual({
      width: 860,
      height: 1080,
    });
  });

  it("takes a wide frame's shape at the camera's full width", () => {
    expect(largestInside({ width: 1280, height: 960 }, { width: 1600, height: 900 })).toEqual({
      width: 1280,
      height: 720,
    });
  });
});

describe('where the watermark goes', () => {
  it("sits in the chosen corner, as far in as on the organiser's preview, scaled", () => {
    // The preview is 380×488; a 1080×1388 picture is 2.84 times it.
    const scale = 1080 / 380;
    const place = placeWatermark(
      { width: 100, height: 50 },
      { width: 1080, height: 488 * scale },
      { x: 'right', y: 'bottom' },
    );
    expect(place.width).toBeCloseTo(100 * scale);
    expect(place.height).toBeCloseTo(50 * scale);
    expect(place.x + place.width).toBeCloseTo(1080 - 20 * scale);
    expect(place.y + place.height).toBeCloseTo(488 * scale - 20 * scale);
  });

  it('shrinks a large logo to at most 35 % of the width', () => {
    const place = placeWatermark({ width: 2000, height: 200 }, { width: 1920, height: 1080 }, { x: 'left', y: 'top' });
    const scale = Math.min(1920 / 380, 1080 / 488);
    expect(place.width).toBeCloseTo(0.35 * 380 * scale);
    expect(place.x).toBeCloseTo(20 * scale);
    expect(place.y).toBeCloseTo(20 * scale);
  });
});
