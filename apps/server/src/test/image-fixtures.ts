/** Small images with and without metadata, for upload tests. */
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 1×1 red PNG; `text` adds a tEXt chunk (a comment or a camera's GPS note) before the pixels. */
export function pngBytes(options: { text?: string } = {}): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    ...(options.text ? [pngChunk('tEXt', Buffer.from(`Comment\0${options.text}`, 'latin1'))] : []),
    pngChunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0, 255]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real 16×8 JPEG whose EXIF holds an orientation and `secret` (as a camera's owner/GPS note would). */
export function jpegBytes(options: { orientation?: number; secret?: string } = {}): Promise<Buffer> {
  const secret = options.secret ?? 'GPS 51.5N 0.1W';
  return sharp({ create: { width: 16, height: 8, channels: 3, background: '#3366cc' } })
    .withExif({ IFD0: { Copyright: secret, ImageDescription: secret } })
    .withMetadata({ orientation: options.orientation ?? 1 })
    .jpeg()
    .toBuffer();
}

/** A real 2×3 WebP carrying `secret` in its EXIF. */
export function webpBytes(secret = 'GPS 51.5N 0.1W'): Promise<Buffer> {
  return sharp({ create: { width: 2, height: 3, channels: 4, background: '#00ff0080' } })
    .withExif({ IFD0: { Copyright: secret } })
    .webp({ lossless: true })
    .toBuffer();
}

export const asDataUrl = (bytes: Buffer, type: string) => `data:${type};base64,${bytes.toString('base64')}`;

/** A transparent `width`×`height` PNG (a print frame's artwork, say), made without an encoder. */
export function blankPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  // Each row: filter byte 0, then transparent RGBA pixels.
  const rows = Buffer.alloc((width * 4 + 1) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
