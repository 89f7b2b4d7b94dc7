import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { createStoredZip } from './stored-zip.ts';

const entry = (name: string, text: string, size: number | null) => ({
  name,
  size,
  mtime: new Date('2026-05-01T12:00:00Z'),
  open: async () => Readable.from([Buffer.from(text)]),
});

describe('stored zip', () => {
  it('knows its length in advance when every entry’s size is given, and it is the length sent', async () => {
    const zip = createStoredZip();
    zip.add(entry('a.txt', 'hello', 5));
    zip.add(entry('b.txt', 'world!', 6));
    const { stream, size } = await zip.finish();
    const bytes = await buffer(stream);
    expect(size).toBe(bytes.length);
    // STORED: the files' bytes stand in the archive as they are.
    expect(bytes.includes('hello')).toBe(true);
    expect(bytes.includes('world!')).toBe(true);
  });

  it('leaves the length unknown when an entry’s size is not', async () => {
    const zip = createStoredZip();
    zip.add(entry('a.txt', 'hello', null));
    const { stream, size } = await zip.finish();
    expect(size).toBeUndefined();
    expect((await buffer(stream)).includes('hello')).toBe(true);
  });

  it('fails the stream when a file is not the size its row says', async () => {
    const zip = createStoredZip();
    zip.add(entry('a.txt', 'hello', 9));
    const { stream } = await zip.finish();
    await expect(buffer(stream)).rejects.toThrow(/unexpected number of bytes/);
  });
});
