import { describe, expect, it } from 'vitest';
import { rgbaBuffersOf } from './gif-frames.ts';

const frame = (width: number, height: number, fill: number) => ({
  width,
  height,
  data: new Uint8ClampedArray(width * height * 4).fill(fill),
});

describe('the frames handed to the GIF worker', () => {
  it("gives each frame a buffer of its own, so handing it over leaves the caller's frame intact", () => {
    const frames = [frame(2, 2, 10), frame(2, 2, 20)];
    const buffers = rgbaBuffersOf(frames, 2, 2);
    expect(buffers.map((buffer) => buffer.byteLength)).toEqual([16, 16]);
    expect(new Uint8ClampedArray(buffers[1] as ArrayBuffer)[0]).toBe(20);
    expect(buffers[0]).not.toBe(frames[0]?.data.buffer);
  });

  it('sends only the frame bytes of a view into a larger buffer', () => {
    const big = new Uint8ClampedArray(64).fill(7);
    const view = { width: 2, height: 2, data: big.subarray(16, 32) };
    expect(rgbaBuffersOf([view], 2, 2)[0]?.byteLength).toBe(16);
  });

  it('refuses a frame of another size', () => {
    expect(() => rgbaBuffersOf([frame(2, 2, 0), frame(3, 2, 0)], 2, 2)).toThrow('Frame 1 is 3×2, not 2×2.');
  });
});
