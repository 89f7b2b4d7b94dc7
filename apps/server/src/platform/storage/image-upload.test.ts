import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { asDataUrl, jpegBytes, pngBytes, webpBytes } from '../../test/image-fixtures.ts';
import {
  decodeDataUrl,
  type ImageLimits,
  InvalidImageError,
  readImageDataUrl,
  sniffImageKind,
} from './image-upload.ts';

const LIMITS: ImageLimits = { maxBytes: 1024 * 1024, maxPixels: 1_000_000 };
const SECRET = 'GPS 51.5N 0.1W';

describe('image upload', () => {
  it('re-encodes a PNG: the same picture, without its text chunk', async () => {
    const image = await readImageDataUrl(asDataUrl(pngBytes({ text: SECRET }), 'image/png'), LIMITS);
    expect(image).toMatchObject({ kind: 'png', extension: 'png', width: 1, height: 1 });
    expect(image.bytes.includes(SECRET)).toBe(false);
    expect(image.bytes.includes('tEXt')).toBe(false);
    const { data } = await sharp(image.bytes).raw().toBuffer({ resolveWithObject: true });
    expect([...data]).toEqual([255, 0, 0, 255]);
  });

  it('refuses a PNG with a damaged chunk or without its end', async () => {
    const damaged = pngBytes();
    damaged[42] = (damaged[42] ?? 0) ^ 0xff;
    await expect(readImageDataUrl(asDataUrl(damaged, 'image/png'), LIMITS)).rejects.toThrow(InvalidImageError);
    const truncated = pngBytes().subarray(0, 30);
    await expect(readImageDataUrl(asDataUrl(truncated, 'image/png'), LIMITS)).rejects.toThrow(InvalidImageError);
  });

  it('turns a JPEG upright by its orientation and drops every bit of metadata', async () => {
    const image = await readImageDataUrl(asDataUrl(await jpegBytes({ orientation: 6 }), 'image/jpeg'), LIMITS);
    expect(image).toMatchObject({ kind: 'jpeg', extension: 'jpg', width: 8, height: 16 });
    expect(image.bytes.includes(SECRET)).toBe(false);
    expect(image.bytes.includes('Exif')).toBe(false);
    expect((await sharp(image.bytes).metadata()).orientation).toBeUndefined();
  });

  it('drops WebP EXIF', async () => {
    const image = await readImageDataUrl(asDataUrl(await webpBytes(SECRET), 'image/webp'), LIMITS);
    expect(image).toMatchObject({ kind: 'webp', extension: 'webp', width: 2, height: 3 });
    expect(image.bytes.includes(SECRET)).toBe(false);
    expect(image.bytes.includes('EXIF')).toBe(false);
  });

  it('decides the kind by content, not by the declared type', async () => {
    expect((await readImageDataUrl(asDataUrl(pngBytes(), 'image/jpeg'), LIMITS)).kind).toBe('png');
    expect(sniffImageKind(Buffer.from('GIF89a'))).toBeNull();
    const renamedText = asDataUrl(Buffer.from('just some notes, not a picture'), 'image/png');
    await expect(readImageDataUrl(renamedText, LIMITS)).rejects.toThrow(InvalidImageError);
    const svg = asDataUrl(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'), 'image/svg+xml');
    await expect(readImageDataUrl(svg, LIMITS)).rejects.toThrow(InvalidImageError);
    const fakeJpeg = asDataUrl(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), 'image/jpeg');
    await expect(readImageDataUrl(fakeJpeg, LIMITS)).rejects.toThrow(InvalidImageError);
  });

  it('refuses what is not a base64 data URL, and files over the byte or pixel limit', async () => {
    expect(() => decodeDataUrl('https://example.com/a.png', 100)).toThrow(InvalidImageError);
    expect(() => decodeDataUrl('data:image/png,rawtext', 100)).toThrow(InvalidImageError);
    expect(() => decodeDataUrl('data:image/png;base64,@@@@', 100)).toThrow(InvalidImageError);
    expect(decodeDataUrl('data:image/png;name=a.png;base64,QUJD', 100).toString()).toBe('ABC');
    await expect(readImageDataUrl(asDataUrl(pngBytes(), 'image/png'), { ...LIMITS, maxBytes: 20 })).rejects.toThrow(
      /size limit/,
    );
    const huge = pngBytes();
    huge.writeUInt32BE(100_000, 16);
    huge.writeUInt32BE(100_000, 20);
    huge.writeUInt32BE(crc32(huge.subarray(12, 29)), 29);
    await expect(readImageDataUrl(asDataUrl(huge, 'image/png'), LIMITS)).rejects.toThrow(/pixels/);
  });
});
