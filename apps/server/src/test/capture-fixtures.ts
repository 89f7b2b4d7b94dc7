/**
 * Captures for media tests, made small. Pictures are drawn with sharp here; the two clips in
 * fixtures/ (clip.mp4, H.264, and clip.webm, VP8: 64×48, half a second) were made once with
 * ffmpeg's test source, since CI has no ffmpeg:
 *   ffmpeg -f lavfi -i testsrc=s=64x48:d=0.5:r=10 -c:v libx264 -pix_fmt yuv420p -movflags +faststart -an clip.mp4
 *   ffmpeg -f lavfi -i testsrc=s=64x48:d=0.5:r=10 -c:v libvpx -b:v 50k -an clip.webm
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { pngChunk } from './image-fixtures.ts';

export const GPS_NOTE = 'GPS 51.5074N 0.1278W';

/** A 60×40 JPEG, red on its left half and blue on its right, with EXIF orientation 6 and a GPS note. */
export function cameraJpeg(): Promise<Buffer> {
  const left = { input: { create: { width: 30, height: 40, channels: 3, background: '#ff0000' } } } as const;
  return sharp({ create: { width: 60, height: 40, channels: 3, background: '#0000ff' } })
    .composite([{ ...left, left: 0, top: 0 }])
    .withExif({ IFD0: { ImageDescription: GPS_NOTE }, IFD3: { GPSLatitudeRef: 'N', GPSLongitudeRef: 'W' } })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 95 })
    .toBuffer();
}

export function plainPng(width = 24, height = 16): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#22aa44' } })
    .png()
    .toBuffer();
}

/** An animated GIF of `frames` frames, each a different shade, `side` pixels square. */
export function animatedGif(frames = 3, side = 16): Promise<Buffer> {
  const pixels = Buffer.alloc(side * side * 3 * frames);
  for (let frame = 0; frame < frames; frame++) {
    pixels.fill((frame * 67) % 256, frame * side * side * 3, (frame + 1) * side * side * 3);
  }
  return sharp(pixels, { raw: { width: side, height: side * frames, channels: 3, pageHeight: side } })
    .gif()
    .toBuffer();
}

const FIXTURES = path.join(import.meta.dirname, 'fixtures');
export const clipMp4 = () => fs.readFile(path.join(FIXTURES, 'clip.mp4'));
export const clipWebm = () => fs.readFile(path.join(FIXTURES, 'clip.webm'));

/** The MP4 clip grown to `bytes` by a trailing `free` box (padding players skip), for large uploads. */
export async function largeClipMp4(bytes: number): Promise<Buffer> {
  const clip = await clipMp4();
  const free = Buffer.alloc(bytes - clip.length);
  free.writeUInt32BE(free.length, 0);
  free.write('free', 4, 'latin1');
  return Buffer.concat([clip, free]);
}

/**
 * The MP4 clip laid out as a MediaRecorder writes one (Safari's H.264 MP4, Chromium's): its
 * `ftyp` and `moov`, then the media in fragments, each a `moof` box and its `mdat`.
 */
export async function fragmentedClipMp4(): Promise<Buffer> {
  const clip = await clipMp4();
  const boxes: Buffer[] = [];
  for (let position = 0; position < clip.length; ) {
    const size = clip.readUInt32BE(position);
    boxes.push(clip.subarray(position, position + size));
    position += size;
  }
  const keep = (type: string) => boxes.filter((box) => box.toString('latin1', 4, 8) === type);
  const box = (type: string, body: Buffer) => {
    const header = Buffer.alloc(8);
    header.writeUInt32BE(8 + body.length, 0);
    header.write(type, 4, 'latin1');
    return Buffer.concat([header, body]);
  };
  // A movie fragment header (version, flags, sequence number) per fragment.
  const fragment = (sequence: number, media: Buffer) => {
    const mfhd = Buffer.alloc(8);
    mfhd.writeUInt32BE(sequence, 4);
    return [box('moof', box('mfhd', mfhd)), box('mdat', media)];
  };
  const media = keep('mdat')[0]?.subarray(8) ?? Buffer.alloc(0);
  const half = Math.floor(media.length / 2);
  return Buffer.concat([
    ...keep('ftyp'),
    ...keep('moov'),
    ...fragment(1, media.subarray(0, half)),
    ...fragment(2, media.subarray(half)),
  ]);
}

/**
 * A PNG whose header claims `width`×`height` pixels but that carries almost no data: a few
 * dozen bytes that would need gigabytes once decoded.
 */
export function hugePngHeader(width = 10_000, height = 10_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.alloc(16)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
