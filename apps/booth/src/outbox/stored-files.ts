/**
 * A capture's files as IndexedDB keeps them. A Blob is stored as itself where the engine can;
 * where storing it fails (WebKit's ephemeral data store, as under automation, refuses Blobs with
 * "Error preparing Blob/File data"), its bytes and type are stored instead, and read back as a
 * Blob, so the outbox works the same either way.
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

/** Whether a failed write is worth trying again as bytes: not when storage is full, which bytes would not help. */
export const mayStoreAsBytes = (error: unknown) =>
  !(error instanceof DOMException && error.name === 'QuotaExceededError');
