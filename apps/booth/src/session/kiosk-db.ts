/**
 * What the kiosk keeps between reloads, in IndexedDB: the booth's sign-in (token, event
 * settings, names), the hash of the admin password and the operator's set-up choices. The
 * queue of captures lives in a database of its own.
 */
import { type DBSchema, openDB } from 'idb';
import type { KioskRecord } from './kiosk-record.ts';

const DATABASE = 'boothdeck-kiosk';
const STORE = 'kiosk';
const KEY = 'current';

interface KioskDatabase extends DBSchema {
  [STORE]: { key: string; value: KioskRecord };
}

let opened: ReturnType<typeof openDB<KioskDatabase>> | undefined;
const database = () => {
  opened ??= openDB<KioskDatabase>(DATABASE, 1, {
    upgrade(db) {
      db.createObjectStore(STORE);
    },
  });
  return opened;
};

export async function readKioskRecord(): Promise<KioskRecord | undefined> {
  return (await database()).get(STORE, KEY);
}

export async function writeKioskRecord(record: KioskRecord): Promise<void> {
  await (await database()).put(STORE, record, KEY);
}

export async function clearKioskRecord(): Promise<void> {
  await (await database()).delete(STORE, KEY);
}
