/**
 * One contract, both adapters: what the app relies on from storage holds for the local folder
 * and for a bucket on a real S3 API server alike.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3TestServer, startS3TestServer } from '../../test/s3-test-server.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage, MULTIPART_PART_BYTES } from './s3-storage.ts';
import type { Storage } from './storage.ts';

type Adapter = { storage: Storage; close(): Promise<void> };

const ADAPTERS: Record<string, () => Promise<Adapter>> = {
  'the local folder': async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'boothdeck-storage-'));
    return { storage: createLocalStorage(root), close: () => fs.rm(root, { recursive: true, force: true }) };
  },
  'an S3 bucket': async () => {
    const server: S3TestServer = await startS3TestServer();
    return { storage: createS3Storage(server.settings), close: () => server.close() };
  },
};

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const keyOf = (folder: string, extension = 'jpg') => `${folder}/${randomBytes(8).toString('hex')}.${extension}`;

describe.each(Object.keys(ADAPTERS))('storage in %s', (name) => {
  let adapter: Adapter;
  let storage: Storage;
  let scratch: string;

  beforeAll(async () => {
    adapter = await (ADAPTERS[name] as () => Promise<Adapter>)();
    storage = adapter.storage;
    scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'boothdeck-source-'));
    expect(await storage.sweepUnfinished()).toBe(0);
  });
  afterAll(async () => {
    await adapter.close();
    await fs.rm(scratch, { recursive: true, force: true });
  });

  it('reads back what was put, whole or as a stream with its size', async () => {
    const key = keyOf('event_gallery/thumb', 'webp');
    await storage.put(key, Buffer.from('a thumbnail'));
    expect((await storage.read(key)).toString()).toBe('a thumbnail');
    const { stream, size } = await storage.openRead(key);
    expect(size).toBe(11);
    expect(await text(stream)).toBe('a thumbnail');
  });

  it('stores a large file from disk (in parts on S3) byte for byte', async () => {
    const bytes = randomBytes(2 * MULTIPART_PART_BYTES + 12_345);
    const source = path.join(scratch, 'clip.mp4');
    await fs.writeFile(source, bytes);
    const key = keyOf('event_gallery/video', 'mp4');
    await storage.putFile(key, source);
    const { stream, size } = await storage.openRead(key);
    expect(size).toBe(bytes.length);
    const hash = createHash('sha256');
    for await (const chunk of stream) hash.update(chunk as Buffer);
    expect(hash.digest('hex')).toBe(sha256(bytes));
  });

  it('copies under a new key; the copy outlives its source', async () => {
    const [from, to] = [keyOf('event_info_image', 'png'), keyOf('event_info_image', 'png')];
    await storage.put(from, Buffer.from('first'));
    await storage.copy(from, to);
    await storage.remove(from);
    expect((await storage.read(to)).toString()).toBe('first');
  });

  it('answers a missing file as ENOENT, and removing one twice is no error', async () => {
    const key = keyOf('event_gallery/photo');
    await storage.put(key, Buffer.from('gone soon'));
    await storage.remove(key);
    await storage.remove(key);
    await expect(storage.read(key)).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(storage.openRead(key)).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(storage.copy(key, keyOf('event_gallery/photo'))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('lists the keys under a folder written before a moment, a page at a time', async () => {
    const [first, second] = [keyOf('event_gallery/poster'), keyOf('event_gallery/poster')];
    await storage.put(first, Buffer.from('one'));
    await storage.put(second, Buffer.from('two'));
    await storage.put(keyOf('event_info_image', 'png'), Buffer.from('elsewhere'));
    const listed = async (before: Date) => {
      const keys: string[] = [];
      for await (const page of storage.listOlderThan('event_gallery/poster/', before)) keys.push(...page);
      return keys.sort();
    };
    expect(await listed(new Date(Date.now() + 60_000))).toEqual([first, second].sort());
    expect(await listed(new Date(Date.now() - 60_000))).toEqual([]);
  });

  it('refuses a key the server would never make', async () => {
    for (const key of ['../x.png', 'event_gallery/../../x.png', '/etc/passwd', 'event_gallery/a b.png']) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow(/Invalid storage key/);
      await expect(storage.read(key), key).rejects.toThrow(/Invalid storage key/);
    }
  });

  it('names public files by the same address on this server, and sweeps nothing whole', async () => {
    const key = keyOf('event_info_image', 'png');
    await storage.put(key, Buffer.from('kept'));
    expect(storage.publicUrl(key)).toBe(`/media/${key}`);
    expect(await storage.sweepUnfinished()).toBe(0);
    expect((await storage.read(key)).toString()).toBe('kept');
  });
});
