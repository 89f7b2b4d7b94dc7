/**
 * What a media file is, by its bytes alone: the client's name and declared type are never
 * trusted. Pictures are JPEG, PNG, WebP or GIF; clips are MP4 (an ISO base media file, told by
 * its `ftyp` box) or WebM (an EBML header whose document type is webm). Clips cannot be decoded
 * here, so their container is walked instead: a truncated or patched-together MP4 shows as boxes
 * that do not add up to the file.
 */
import fs from 'node:fs/promises';
import { sniffImageKind } from './image-upload.ts';

export type MediaFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'mp4' | 'webm';

export const MEDIA_FORMATS: Record<MediaFormat, { contentType: string; extension: string; isClip: boolean }> = {
  jpeg: { contentType: 'image/jpeg', extension: 'jpg', isClip: false },
  png: { contentType: 'image/png', extension: 'png', isClip: false },
  webp: { contentType: 'image/webp', extension: 'webp', isClip: false },
  gif: { contentType: 'image/gif', extension: 'gif', isClip: false },
  mp4: { contentType: 'video/mp4', extension: 'mp4', isClip: true },
  webm: { contentType: 'video/webm', extension: 'webm', isClip: true },
};

/** Bytes enough to tell every format, WebM's document type included. */
const SNIFF_BYTES = 64;

/** `ftyp` brands of still pictures in the same box format (HEIF, AVIF), which are not clips. */
const PICTURE_BRANDS = new Set(['heic', 'heix', 'mif1', 'msf1', 'avif', 'avis']);
const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

export function sniffMediaFormat(head: Buffer): MediaFormat | null {
  const picture = sniffImageKind(head);
  if (picture) return picture;
  const start = head.toString('latin1', 0, 6);
  if (start === 'GIF87a' || start === 'GIF89a') return 'gif';
  if (head.length >= 12 && head.toString('latin1', 4, 8) === 'ftyp') {
    return PICTURE_BRANDS.has(head.toString('latin1', 8, 12)) ? null : 'mp4';
  }
  if (head.subarray(0, 4).equals(EBML_MAGIC) && head.includes('webm', 4, 'latin1')) return 'webm';
  return null;
}

/** Reads part of a file, from memory or from a file on this machine. */
type MediaReader = { size: number; readAt(position: number, length: number): Promise<Buffer> };

async function withReader<Result>(source: Buffer | string, use: (reader: MediaReader) => Promise<Result>) {
  if (typeof source !== 'string') {
    return use({
      size: source.length,
      readAt: async (position, length) => source.subarray(position, position + length),
    });
  }
  const handle = await fs.open(source, 'r');
  try {
    const { size } = await handle.stat();
    return await use({
      size,
      async readAt(position, length) {
        const buffer = Buffer.alloc(length);
        const { bytesRead } = await handle.read(buffer, 0, length, position);
        return buffer.subarray(0, bytesRead);
      },
    });
  } finally {
    await handle.close();
  }
}

/** The format of bytes in memory or of a file on this machine, from its first bytes. */
export const sniffMediaSource = (source: Buffer | string): Promise<MediaFormat | null> =>
  withReader(source, async ({ readAt }) => sniffMediaFormat(await readAt(0, SNIFF_BYTES)));

/** Whether the clip's container holds together; the reason when it does not. */
export const checkClipContainer = (clip: Buffer | string, format: 'mp4' | 'webm'): Promise<string | null> =>
  withReader(clip, (reader) => (format === 'mp4' ? checkMp4Boxes(reader) : checkWebmSegment(reader)));

/** The top-level boxes must follow each other to the very end, with the movie box among them. */
async function checkMp4Boxes({ size, readAt }: MediaReader): Promise<string | null> {
  const seen = new Set<string>();
  let position = 0;
  while (position < size) {
    const header = await readAt(position, 16);
    if (header.length < 8) return 'a box header is cut off';
    let boxSize = header.readUInt32BE(0);
    const type = header.toString('latin1', 4, 8);
    if (!/^[\x20-\x7e]{4}$/.test(type)) return 'a box has no readable type';
    if (boxSize === 1) {
      if (header.length < 16) return 'a large box header is cut off';
      boxSize = Number(header.readBigUInt64BE(8));
    } else if (boxSize === 0) {
      boxSize = size - position;
    }
    if (boxSize < 8 || position + boxSize > size) return `the ${type} box runs past the end of the file`;
    seen.add(type);
    position += boxSize;
  }
  if (!seen.has('moov')) return 'there is no movie box';
  if (!seen.has('mdat')) return 'there is no media data';
  return null;
}

const SEGMENT_ID = Buffer.from([0x18, 0x53, 0x80, 0x67]);

/** A recorder's WebM often leaves the segment's size unknown, so the header and segment start are what can be checked. */
async function checkWebmSegment({ readAt }: MediaReader): Promise<string | null> {
  const head = await readAt(0, 4096);
  const segment = head.indexOf(SEGMENT_ID, 4);
  if (segment < 0) return 'there is no segment after the header';
  if (head.length < segment + 16) return 'the segment is cut off';
  return null;
}

/** The content type of a stored file, by the extension the server gave its key. */
export function contentTypeOfKey(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  const format = Object.values(MEDIA_FORMATS).find((candidate) => candidate.extension === extension);
  return format?.contentType ?? 'application/octet-stream';
}
