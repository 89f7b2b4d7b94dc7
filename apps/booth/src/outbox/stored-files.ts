/**
 * A capture's files as IndexedDB keeps them. A Blob is stored as itself where the engine can;
 * where it cannot (WebKit's ephemeral data store, as under automation, refuses Blobs with "Error
 * preparing Blob/File data"), its bytes and type are stored instead, and read back as a Blob, so
 * the outbox works the same either way. Which it is is found once, in a database of its own: a
 * refused Blob leaves WebKit's database unusable (its transaction neither completes nor aborts),
 * so the outbox's own database never tries one that would be refused.
 */
import type { OutboxFiles } from './outbox-item.ts';

export type StoredBytes = { bytes: ArrayBuffer; type: string };
type StoredBlob = Blob | StoredBytes;
export type StoredFiles = { id: string; file: StoredBlob; poster: StoredBlob | null };

const bytesOf = async (blob: Blob): Promise<StoredBytes> => ({ bytes: await blob.arrayBuffer(), type: blob.type });

/** The files as bytes and types, for an engine that cannot store Blobs. */
export async function filesAsBytes(files: OutboxFiles): Promise<StoredFiles> {
  return { id: files.id, file: await bytesOf(files.file), poster: files.poster ? await bytesOf(files.poster) : null };
}

const asBlob = (stored: StoredBlob): Blob =>
  stored instanceof Blob ? stored : new Blob([stored.bytes], { type: stored.type });

/** The files as the outbox uses them, however they were stored. */
export function filesFromStore(stored: StoredFiles): OutboxFiles {
  return { id: stored.id, file: asBlob(stored.file), poster: stored.poster ? asBlob(stored.poster) : null };
}

const PROBE_DATABASE = 'boothdeck-blob-probe';
const PROBE_WAIT_MS = 3000;

/** Whether this engine stores a Blob in IndexedDB: false when the write is refused or never settles. */
export async function probeBlobStorage(factory: IDBFactory = indexedDB, waitMs = PROBE_WAIT_MS): Promise<boolean> {
  const opening = factory.open(PROBE_DATABASE, 1);
  opening.onupgradeneeded = () => opening.result.createObjectStore('probe');
  const db = await new Promise<IDBDatabase | null>((resolve) => {
    opening.onsuccess = () => resolve(opening.result);
    opening.onerror = () => resolve(null);
  });
  if (!db) return false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const tx = db.transaction('probe', 'readwrite');
    const settled = new Promise<boolean>((resolve) => {
      tx.oncomplete = () => resolve(true);
      tx.onerror = () => resolve(false);
      tx.onabort = () => resolve(false);
      timer = setTimeout(() => resolve(false), waitMs);
    });
    tx.objectStore('probe').put(new Blob(['probe'], { type: 'text/plain' }), 'blob');
    return await settled;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
    db.close();
  }
}

let blobsStorable: Promise<boolean> | undefined;
/** `probeBlobStorage`, asked once per page. */
export const canStoreBlobs = () => {
  blobsStorable ??= probeBlobStorage();
  return blobsStorable;
};
