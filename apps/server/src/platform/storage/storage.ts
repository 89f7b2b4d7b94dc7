import type { Readable } from 'node:stream';

/**
 * Where uploaded and generated files live. Keys are relative paths made by the server
 * ('event_info_image/<random>.png'), never a client's file name. The local adapter keeps files
 * in DATA_DIR/media and serves them read-only at /media/; an S3 adapter can replace it.
 */
export type Storage = {
  /**
   * Stores the bytes under the key, durably: once it resolves the file survives a crash, so a
   * row that names the key may be committed. A reader never sees half a file.
   */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** As put, with the bytes of a file on this machine (large clips that are never held in memory). */
  putFile(key: string, sourcePath: string): Promise<void>;
  read(key: string): Promise<Buffer>;
  /** The file as a stream and its size in bytes, for replies that must not hold it in memory. */
  openRead(key: string): Promise<{ stream: Readable; size: number }>;
  copy(fromKey: string, toKey: string): Promise<void>;
  /** Removing a missing file is not an error. */
  remove(key: string): Promise<void>;
  /** Removes what writes cut short by a crash left behind; run at start, before any write. */
  sweepUnfinished(): Promise<number>;
  /** The address a browser loads the file from. */
  publicUrl(key: string): string;
};

const KEY = /^[a-z0-9_]+(\/[a-z0-9_]+)*\/[A-Za-z0-9_-]+\.[a-z0-9]+$/;

/** Keys are server-made; anything else (.., absolute paths, odd characters) is a bug, not a request. */
export function assertStorageKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`Invalid storage key: ${key}`);
}
