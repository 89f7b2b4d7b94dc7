/**
 * The store of resumable uploads in progress, as two server processes share it: two stores on
 * one database and one media storage. What a booth would notice: bytes sent twice at one offset
 * (a retried PATCH reaching both processes) are counted once, the other copy is refused with
 * tus's 409 and leaves nothing behind; the finished upload reads back as the bytes sent; parts
 * are never served at /media/; and the sweep removes what a killed process left.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Upload } from '@tus/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaSetup } from '../../test/media-setup.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';
import { ResumableUploadStore, UPLOAD_PARTS_FOLDER } from './resumable-upload-store.ts';
import { createResumableUploadsRepository } from './resumable-uploads.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(TEST_DIALECTS)('the shared store of resumable uploads on %s', (dialect) => {
  let t: TestApp;
  let eventId: number;
  /** Two processes' stores: each its own work folder, both the same database and storage. */
  let processes: ResumableUploadStore[];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({ eventId } = await mediaSetup(t).eventWith());
    const { database, storage } = t.app.platform;
    processes = await Promise.all(
      ['one', 'two'].map(async (name) => {
        const workFolder = path.join(t.config.dataDir, `work-${name}`);
        await fs.mkdir(workFolder, { recursive: true });
        const repository = createResumableUploadsRepository(database.db);
        return new ResumableUploadStore({
          repository,
          storage,
          workFolder,
          creator: () => ({ eventId, sessionId: 1 }),
        });
      }),
    );
  });
  afterAll(() => t.close());

  const one = () => processes[0] as ResumableUploadStore;
  const two = () => processes[1] as ResumableUploadStore;
  const newUpload = async (size: number) => {
    const upload = new Upload({ id: `${eventId}-${randomBytes(8).toString('hex')}`, size, offset: 0 });
    await one().create(upload);
    return upload;
  };
  const partKeys = async (before = new Date(Date.now() + DAY_MS)) => {
    const keys: string[] = [];
    for await (const page of t.app.platform.storage.listOlderThan(UPLOAD_PARTS_FOLDER, before)) keys.push(...page);
    return keys;
  };
  const assembled = async (id: string) => {
    const target = path.join(t.config.dataDir, `${id}.assembled`);
    await one().assemble(await two().getUpload(id), target);
    return fs.readFile(target);
  };

  it('counts bytes sent at one offset to two processes once, refusing the other with 409', async () => {
    const upload = await newUpload(8);
    const [first, second] = [Buffer.from('AAAA'), Buffer.from('BBBB')];
    const writes = await Promise.allSettled([
      one().write(Readable.from([first]), upload.id, 0),
      two().write(Readable.from([second]), upload.id, 0),
    ]);
    const counted = writes.filter((write) => write.status === 'fulfilled');
    expect(counted.map((write) => write.value)).toEqual([4]);
    expect(writes.filter((write) => write.status === 'rejected').map((write) => write.reason.status_code)).toEqual([
      409,
    ]);
    expect((await two().getUpload(upload.id)).offset).toBe(4);
    expect(await partKeys()).toHaveLength(1);

    const winner = writes[0]?.status === 'fulfilled' ? first : second;
    expect(await two().write(Readable.from([Buffer.from('CCCC')]), upload.id, 4)).toBe(8);
    expect((await assembled(upload.id)).toString()).toBe(`${winner}CCCC`);

    await one().remove(upload.id);
    expect(await partKeys()).toEqual([]);
    await expect(two().getUpload(upload.id)).rejects.toMatchObject({ status_code: 404 });
  });

  it('never serves a part of an upload at /media/', async () => {
    const upload = await newUpload(4);
    await one().write(Readable.from([Buffer.from('DDDD')]), upload.id, 0);
    const [key] = await partKeys();
    expect(key).toBeDefined();
    expect((await t.app.inject({ url: `/media/${key}` })).statusCode).toBe(404);
    await one().remove(upload.id);
  });

  it('sweeps uploads left unchanged and part files no upload names, keeping the rest', async () => {
    const left = await newUpload(4);
    await one().write(Readable.from([Buffer.from('EEEE')]), left.id, 0);
    // What a process killed between storing a part and counting it leaves: a file no part names.
    const stray = `${UPLOAD_PARTS_FOLDER}${left.id}_4_000000000000.part`;
    await t.app.platform.storage.put(stray, Buffer.from('FFFF'));

    expect(await one().sweep(new Date(Date.now() - DAY_MS))).toBe(0);
    expect(await partKeys()).toHaveLength(2);

    expect(await two().sweep(new Date(Date.now() + DAY_MS))).toBe(1);
    expect(await partKeys()).toEqual([]);
    await expect(one().getUpload(left.id)).rejects.toMatchObject({ status_code: 404 });
  });
});
