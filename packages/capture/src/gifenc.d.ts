// gifenc ships no types: the part of its API this package calls.
declare module 'gifenc' {
  export type Palette = number[][];
  export type GifFrameOptions = {
    palette?: Palette;
    /** Milliseconds this frame shows. */
    delay?: number;
    /** 0 loops for ever; set on the first frame. */
    repeat?: number;
    transparent?: boolean;
    first?: boolean;
  };
  export type GifEncoder = {
    writeFrame(index: Uint8Array, width: number, height: number, options?: GifFrameOptions): void;
    finish(): void;
    bytes(): Uint8Array;
  };
  export function GIFEncoder(options?: { auto?: boolean; initialCapacity?: number }): GifEncoder;
  export function quantize(rgba: Uint8Array | Uint8ClampedArray, maxColors: number, options?: object): Palette;
  export function applyPalette(rgba: Uint8Array | Uint8ClampedArray, palette: Palette, format?: string): Uint8Array;
}
