/**
 * A looping clip for Chromium's fake camera that looks like a real 1080p camera to an encoder:
 * a moving picture with sensor noise. Chromium's own test pattern is flat, so its JPEGs and GIFs
 * are far smaller and quicker than a guest's; the benchmark shoots this instead.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

const WIDTH = 1920;
const HEIGHT = 1080;
const FRAMES = 8;

/** Writes a Y4M clip (uncompressed 4:2:0, 3.1 MB a frame) into `dir` and returns its path. */
export async function writeNoisyCameraClip(dir: string): Promise<string> {
  const file = path.join(dir, 'noisy-1080p.y4m');
  const handle = await fs.open(file, 'w');
  let seed = 12345;
  const noise = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return ((seed >> 16) % 21) - 10;
  };
  try {
    await handle.write(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F30:1 Ip A1:1 C420jpeg\n`);
    for (let frame = 0; frame < FRAMES; frame += 1) {
      const luma = Buffer.alloc(WIDTH * HEIGHT);
      for (let y = 0; y < HEIGHT; y += 1) {
        for (let x = 0; x < WIDTH; x += 1) {
          const band = ((x + frame * 24) >> 6) % 2 === 0 ? 40 : 0;
          const base = 40 + ((x * 120) / WIDTH + (y * 60) / HEIGHT + band);
          luma[y * WIDTH + x] = Math.max(0, Math.min(255, base + noise()));
        }
      }
      const chroma = (shift: number) => {
        const plane = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2));
        for (let i = 0; i < plane.length; i += 1)
          plane[i] = 128 + shift * (((i % (WIDTH / 2)) * 60) / (WIDTH / 2) - 30) + (noise() >> 2);
        return plane;
      };
      await handle.write('FRAME\n');
      await handle.write(luma);
      await handle.write(chroma(1));
      await handle.write(chroma(-1));
    }
  } finally {
    await handle.close();
  }
  return file;
}
