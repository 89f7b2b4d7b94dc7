/** A minimal PNG writer (8-bit RGBA), enough for the kiosk's generated icons and launch screens. */
import zlib from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, tail]);
}

/**
 * `rgba`: width × height × 4 bytes, rows top to bottom. A row the same as the one above is
 * filtered "Up" (all zeros: a flat launch screen deflates in no time); any other goes as it is.
 */
export function encodePng(width: number, height: number, rgba: Uint8Array, level = 9): Buffer {
  const stride = width * 4;
  const filtered = Buffer.alloc((stride + 1) * height);
  const row = (y: number) => rgba.subarray(y * stride, (y + 1) * stride);
  for (let y = 0; y < height; y++) {
    const out = y * (stride + 1);
    if (y > 0 && Buffer.compare(row(y), row(y - 1)) === 0) filtered[out] = 2;
    else filtered.set(row(y), out + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(filtered, { level })),
    chunk('IEND', new Uint8Array()),
  ]);
}
