/**
 * The capture package run for real in headless Chromium with a fake camera: the pictures and
 * clips it makes are decoded here with sharp, as the server decodes them.
 */
import { applyColorMatrix, COLOR_FILTERS } from '@boothdeck/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMERA_MESSAGES } from '../src/camera-error.ts';
import { colorFilterBySlug } from '../src/color-filter.ts';
import { type Harness, openHarness } from './harness-browser.ts';

let harness: Harness;

beforeAll(async () => {
  harness = await openHarness();
}, 120_000);

afterAll(async () => {
  await harness?.close();
});

const inPage = <T>(run: (h: Window['harness']) => Promise<T>) =>
  harness.page.evaluate(`(${run.toString()})(window.harness)`) as Promise<T>;

async function pixelsOf(base64: string) {
  const { data, info } = await sharp(Buffer.from(base64, 'base64')).raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) =>
    Array.from(data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3));
  return { info, at };
}

function expectClose(actual: number[], expected: number[], tolerance: number) {
  for (const [channel, value] of actual.entries())
    expect(Math.abs(value - (expected[channel] ?? 0))).toBeLessThanOrEqual(tolerance);
}

describe('the capture engine in Chromium', { timeout: 60_000 }, () => {
  it('opens the camera at 1920×1080 when asked', async () => {
    const size = await inPage((h) => h.cameraSize());
    expect(size.settings).toEqual({ width: 1920, height: 1080 });
    expect(size.video).toEqual({ width: 1920, height: 1080 });
    expect(size.cameras).toHaveLength(1);
    expect(size.cameras[0]?.deviceId).not.toBe('');
  });

  it('tells the kiosk a camera was unplugged, but not when it closed the camera itself', async () => {
    expect(await inPage((h) => h.cameraEndings())).toEqual(['unplugged']);
  });

  it('says a remembered camera that is gone was not found', async () => {
    expect(await inPage((h) => h.missingCamera())).toEqual({
      name: 'CameraError',
      reason: 'not-found',
      message: CAMERA_MESSAGES['not-found'],
    });
  });

  it("composes a JPEG of the asked size, red under the frame, and coloured by the contract's matrix", async () => {
    const rgb: [number, number, number] = [200, 120, 60];
    const filterId = 'vintage';
    const result = await inPage((h) =>
      h.framedFilteredStill({ width: 1080, height: 1350, rgb: [200, 120, 60], filterId: 'vintage', border: 100 }),
    );
    const expected = Array.from(
      applyColorMatrix(new Uint8ClampedArray([...rgb, 255]), colorFilterBySlug(filterId).matrix),
    );
    // On the canvas the device matches the server's matrix to the unit (sRGB rounding)…
    expectClose(result.centre, expected, 1);

    expect(result.type).toBe('image/jpeg');
    const { info, at } = await pixelsOf(result.jpeg);
    expect(await sharp(Buffer.from(result.jpeg, 'base64')).metadata()).toMatchObject({ format: 'jpeg' });
    expect([info.width, info.height]).toEqual([1080, 1350]);
    // …and in the JPEG within what quality 0.9 changes on a flat colour.
    expectClose(at(540, 675), expected.slice(0, 3), 3);
    expectClose(at(20, 20), [255, 0, 0], 6);
    expectClose(at(1060, 1330), [255, 0, 0], 6);
  });

  it("gives the server's pixel for every shipped filter", async () => {
    const rgb: [number, number, number] = [37, 180, 222];
    const pixels = await inPage((h) => h.filteredPixels([37, 180, 222]));
    for (const filter of COLOR_FILTERS) {
      const expected = Array.from(applyColorMatrix(new Uint8ClampedArray([...rgb, 255]), filter.matrix));
      expectClose(pixels[filter.slug] ?? [], expected, 1);
    }
  });

  it('makes a 4-frame GIF with one palette', async () => {
    const { type, gif } = await inPage((h) => h.quadrantGif({ frames: 4, size: 120, boomerang: false }));
    expect(type).toBe('image/gif');
    const order = await frameOrderOf(gif);
    expect(order).toEqual([0, 1, 2, 3]);
  });

  it('plays a boomerang of 4 frames as 0 1 2 3 2 1', async () => {
    const { gif } = await inPage((h) => h.quadrantGif({ frames: 4, size: 120, boomerang: true }));
    expect(await frameOrderOf(gif)).toEqual([0, 1, 2, 3, 2, 1]);
  });

  it('records a 1 s clip that plays, with a JPEG poster of the first frame', async () => {
    const clip = await inPage((h) => h.cameraClip(1000));
    expect(clip.mimeType).toMatch(/^video\/mp4;codecs=avc1/);
    expect(clip.clipType).toMatch(/^video\/mp4/);
    expect(clip.clipBytes).toBeGreaterThan(1000);
    expect(clip.advanced).toBe(true);
    const poster = await sharp(Buffer.from(clip.poster, 'base64')).metadata();
    expect(poster).toMatchObject({ format: 'jpeg', width: 1920, height: 1080 });
  });
});

/** Which quadrant frame each GIF frame is, read from the colour of its top-left corner. */
async function frameOrderOf(base64: string): Promise<number[]> {
  const image = sharp(Buffer.from(base64, 'base64'), { animated: true });
  const { pages = 1, pageHeight = 0, format } = await image.metadata();
  expect(format).toBe('gif');
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  const colours = [
    [255, 0, 0],
    [0, 255, 0],
    [0, 0, 255],
    [255, 255, 0],
  ];
  return Array.from({ length: pages }, (_, page) => {
    const offset = (page * pageHeight * info.width + 5 * info.width + 5) * info.channels;
    const pixel = Array.from(data.subarray(offset, offset + 3));
    return colours.findIndex((colour) =>
      colour.every((value, channel) => Math.abs(value - (pixel[channel] ?? 0)) < 16),
    );
  });
}
