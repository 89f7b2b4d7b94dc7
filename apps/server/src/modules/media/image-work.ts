/**
 * How many pictures are decoded and re-encoded at once, whatever the number of uploads: one per
 * core. Each 12-megapixel photo holds about 36 MB decoded per copy while sharp works on it, and
 * sharp already spreads one image over every core, so more at once only adds memory and makes
 * every upload wait for all the others (20 booths at once took 13.9 s each, at 720 MB); in turn,
 * each is done in a fraction of a second and memory stays flat. Uploads past the limit wait
 * their turn, their bytes still on disk; each reply still comes once its capture is stored.
 */
import os from 'node:os';
import sharp from 'sharp';

export const IMAGES_AT_ONCE = Math.max(1, os.availableParallelism());

// libvips' operation cache keeps recent images' pipelines for reuse; every capture is a new
// image, so it only held memory (up to 50 MB) the next uploads needed.
sharp.cache(false);

/** Runs at most `limit` of the given tasks at a time, the rest in the order they came. */
export function inTurns(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<Result>(task: () => Promise<Result>): Promise<Result> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

/** The one queue every capture's pictures go through. */
export const imageWork = inTurns(IMAGES_AT_ONCE);
