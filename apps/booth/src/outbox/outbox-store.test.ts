/**
 * The outbox's store on an engine that refuses Blobs in IndexedDB (WebKit's ephemeral data store,
 * as under automation): the capture is kept as its bytes and type, and read back as the same Blob.
 */
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FRESH_DELIVERY, type OutboxItem } from './outbox-item.ts';
import { openOutboxStore } from './outbox-store.ts';
import { probeBlobStorage } from './stored-files.ts';

let databases = 0;
const item = (id: string): OutboxItem => ({
  ...FRESH_DELIVERY,
  id,
  eventUuid: 'event-1',
  kind: 'capture',
  queuedAt: new Date().toISOString(),
  after: null,
  payload: { media_type: 'video', captured_at: new Date().toISOString(), file_name: `video-${id}.mp4` },
});

const holdsBlob = (value: unknown): boolean =>
  value instanceof Blob ||
  (typeof value === 'object' && value !== null && Object.values(value).some((field) => field instanceof Blob));

/** Makes IndexedDB refuse a record holding a Blob, as WebKit does under automation. */
function refuseBlobs() {
  const put = IDBObjectStore.prototype.put;
  vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, value, key) {
    if (holdsBlob(value))
      throw new DOMException('Error preparing Blob/File data to be stored in object store', 'UnknownError');
    return put.call(this, value, key);
  });
}

afterEach(() => vi.restoreAllMocks());

describe('the outbox store', () => {
  it('keeps a capture whose Blob the engine refuses, as bytes, and gives back the same file and poster', async () => {
    refuseBlobs();
    const store = await openOutboxStore(`store-test-${databases++}`, () => probeBlobStorage(indexedDB, 200));
    const clip = new Blob([new Uint8Array([0, 0, 0, 24, 102, 116, 121, 112])], { type: 'video/mp4' });
    const poster = new Blob(['poster'], { type: 'image/jpeg' });
    await store.add(item('cap-1'), { id: 'cap-1', file: clip, poster });

    expect((await store.list('event-1')).map(({ id }) => id)).toEqual(['cap-1']);
    const files = await store.files('cap-1');
    if (!files) throw new Error('the capture has no files');
    expect(files.file).toBeInstanceOf(Blob);
    expect(files.file.type).toBe('video/mp4');
    expect(new Uint8Array(await files.file.arrayBuffer())).toEqual(new Uint8Array(await clip.arrayBuffer()));
    expect(await files.poster?.text()).toBe('poster');
    expect(files.poster?.type).toBe('image/jpeg');
    store.close();
  });

  it('finds that the engine refuses Blobs, whether it says so at once or never settles (WebKit)', async () => {
    refuseBlobs();
    expect(await probeBlobStorage(indexedDB, 200)).toBe(false);
    vi.restoreAllMocks();
    // A transaction that neither completes nor aborts, as WebKit's after a refused Blob.
    const stuck = { objectStore: () => ({ put: () => ({}) }) };
    vi.spyOn(IDBDatabase.prototype, 'transaction').mockImplementation(() => stuck as unknown as IDBTransaction);
    expect(await probeBlobStorage(indexedDB, 200)).toBe(false);
  });

  it('keeps nothing when storage is full', async () => {
    const store = await openOutboxStore(`store-test-${databases++}`, async () => true);
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const file = new Blob(['photo'], { type: 'image/jpeg' });
    await expect(store.add(item('cap-2'), { id: 'cap-2', file, poster: null })).rejects.toThrow('quota');
    expect(await store.list('event-1')).toEqual([]);
    store.close();
  });
});
