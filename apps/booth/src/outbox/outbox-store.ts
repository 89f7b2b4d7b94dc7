/**
 * The outbox's IndexedDB database, its own ('boothdeck-outbox'), apart from the kiosk's settings:
 * `items` holds each item's delivery state (small, read whole at start), `files` each capture's
 * blobs, written in the same transaction as the item so a capture is never half kept.
 */
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { OutboxFiles, OutboxItem } from './outbox-item.ts';
import { canStoreBlobs, filesAsBytes, filesFromStore, type StoredFiles } from './stored-files.ts';

export const OUTBOX_DATABASE = 'boothdeck-outbox';
const VERSION = 1;

interface OutboxDatabase extends DBSchema {
  items: { key: string; value: OutboxItem; indexes: { eventUuid: string } };
  files: { key: string; value: StoredFiles };
}

export type OutboxStore = {
  /** Every item of the event, oldest first. */
  list(eventUuid: string): Promise<OutboxItem[]>;
  /** Keeps a new item (with its files); fails (QuotaExceededError) when storage is full, keeping nothing. */
  add(item: OutboxItem, files?: OutboxFiles): Promise<void>;
  put(item: OutboxItem): Promise<void>;
  files(id: string): Promise<OutboxFiles | undefined>;
  /** Frees a sent capture's blobs; its delivery record stays for the operator's counts. */
  dropFiles(id: string): Promise<void>;
  /** Deletes every item of the event and every file they had (signing out). */
  forgetEvent(eventUuid: string): Promise<void>;
  close(): void;
};

/** `storesBlobs` says whether the engine keeps Blobs in IndexedDB; where not, files are kept as bytes. */
export async function openOutboxStore(name = OUTBOX_DATABASE, storesBlobs = canStoreBlobs): Promise<OutboxStore> {
  const db: IDBPDatabase<OutboxDatabase> = await openDB<OutboxDatabase>(name, VERSION, {
    upgrade(database) {
      const items = database.createObjectStore('items', { keyPath: 'id' });
      items.createIndex('eventUuid', 'eventUuid');
      database.createObjectStore('files', { keyPath: 'id' });
    },
  });
  return {
    async list(eventUuid) {
      const items = await db.getAllFromIndex('items', 'eventUuid', eventUuid);
      return items.sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
    },
    async add(item, files) {
      const write = async (stored?: StoredFiles) => {
        const tx = db.transaction(['items', 'files'], 'readwrite');
        const writes: Promise<unknown>[] = [tx.done];
        try {
          writes.push(tx.objectStore('items').add(item));
          if (stored) writes.push(tx.objectStore('files').put(stored));
          await Promise.all(writes);
        } catch (error) {
          // A write refused at once leaves the transaction open: end it, so the item is not kept alone.
          for (const pending of writes) pending.catch(() => {});
          if (!tx.error) abortQuietly(tx);
          throw error;
        }
      };
      // The bytes are read before the transaction opens: it would end while they are awaited.
      await write(files && !(await storesBlobs()) ? await filesAsBytes(files) : files);
    },
    async put(item) {
      await db.put('items', item);
    },
    async files(id) {
      const stored = await db.get('files', id);
      return stored && filesFromStore(stored);
    },
    async dropFiles(id) {
      await db.delete('files', id);
    },
    async forgetEvent(eventUuid) {
      const tx = db.transaction(['items', 'files'], 'readwrite');
      const ids = await tx.objectStore('items').index('eventUuid').getAllKeys(eventUuid);
      await Promise.all([
        ...ids.flatMap((id) => [tx.objectStore('items').delete(id), tx.objectStore('files').delete(id)]),
        tx.done,
      ]);
    },
    close: () => db.close(),
  };
}

function abortQuietly(tx: { abort(): void }) {
  try {
    tx.abort();
  } catch {
    // Already finished.
  }
}
