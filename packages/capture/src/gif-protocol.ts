/** The messages between `assembleGif` and its worker. */

export type GifJob = {
  /** Each distinct frame once, `width`×`height` RGBA. */
  frames: ArrayBuffer[];
  /** Which frame each step of the animation shows (a boomerang shows most frames twice). */
  order: number[];
  width: number;
  height: number;
  delayMs: number;
};

export type GifResult = { ok: true; bytes: Uint8Array } | { ok: false; message: string };
