import type { Readable } from 'node:stream';

/**
 * Where uploaded and generated files live. Keys are relative paths made by the server
 * ('event_info_image/<random>.png'), never a client's file name, and a key is written once and
 * never rewritten. The local adapter keeps files in DATA_DIR/media; the S3 adapter keeps them in
 * a bucket. Either way this server serves public files read-only at /media/.
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
  /**
   * Removes what writes cut short by a crash left behind; run at start, before any write. Never
   * touches a write another running process has under way.
   */
  sweepUnfinished(): Promise<number>;
  /** Keys under `prefix` ('event_gallery/') last written before `before`, a page at a time. */
  listOlderThan(prefix: string, before: Date): AsyncIterable<string[]>;
  /** The address a browser loads the file from. */
  publicUrl(key: string): string;
  /**
   * A short-lived address the browser may fetch the file from directly, saved as `fileName`;
   * null when the file is only served through this server.
   */
  downloadUrl(key: string, download: DirectDownload): Promise<string | null>;
};

export type DirectDownload = { fileName: string; contentType: string; expiresInSeconds: number };

export const MEDIA_URL_PREFIX = '/media/';

/** Keys listed per page: S3's own page size. */
export const LIST_PAGE = 1000;

/** The address of a public file on this server, whichever adapter holds it. */
export function mediaPathOf(key: string): string {
  assertStorageKey(key);
  return `${MEDIA_URL_PREFIX}${key}`;
}

const KEY = /^[a-z0-9_]+(\/[a-z0-9_]+)*\/[A-Za-z0-9_-]+\.[a-z0-9]+$/;

export const isStorageKey = (key: string): boolean => KEY.test(key);

/** Keys are server-made; anything else (.., absolute paths, odd characters) is a bug, not a request. */
export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
}

/**
 * The media storage did not answer (an object store stopped, unreachable or answering 5xx): the
 * request may work in a moment, so it is a 503 with `Retry-After`, logged as `storage unavailable`.
 */
export class StorageUnavailable extends Error {
  constructor(cause: unknown) {
    super(`media storage unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'StorageUnavailable';
  }
}
