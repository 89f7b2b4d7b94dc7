/**
 * Where resumable (tus) uploads are kept while they arrive: in the database and the media
 * storage, which every server process shares, so a PATCH may reach any process, and a process
 * that dies mid-upload leaves an upload the others continue. Each upload is a row (its length,
 * how much arrived, its metadata); each PATCH's bytes are one part, a file in the storage
 * (`resumable_upload/…`, never served), counted by a conditional update of the row's offset:
 * of two processes given bytes at one offset only one counts them, the other answers 409 as
 * tus asks and removes its file. At the end the parts are read back in order into one file.
 *
 * A PATCH's bytes wait in a file of this process's own work folder until they are stored, so a
 * PATCH of the whole clip is never held in memory; a connection cut part way keeps what arrived,
 * as tus expects.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DataStore, ERRORS, Upload } from '@tus/utils';
import type { Storage } from '../../platform/storage/storage.ts';
import { nowIso } from '../../shared/clock.ts';
import type { ResumableUploadRow, ResumableUploadsRepository } from './resumable-uploads.repository.ts';

/** The storage folder of the parts; private (never served at /media/). */
export const UPLOAD_PARTS_FOLDER = 'resumable_upload/';

/** A part's key: its upload, where its bytes start, and a random tail so a key is never written twice. */
const partKeyOf = (uploadId: string, start: number) =>
  `${UPLOAD_PARTS_FOLDER}${uploadId}_${start}_${randomBytes(6).toString('hex')}.part`;

/** Who is creating an upload: the signed-in booth of the request. */
export type UploadCreator = { eventId: number; sessionId: number };

type Dependencies = {
  repository: ResumableUploadsRepository;
  storage: Pick<Storage, 'putFile' | 'openRead' | 'remove' | 'listOlderThan'>;
  /** This process's own folder for files being received (see capture-upload.ts). */
  workFolder: string;
  /** The booth creating an upload, read while tus handles its request. */
  creator: () => UploadCreator;
};

function toUpload(row: ResumableUploadRow): Upload {
  return new Upload({
    id: row.id,
    offset: row.upload_offset,
    ...(row.upload_length === null ? {} : { size: row.upload_length }),
    ...(row.metadata === null ? {} : { metadata: JSON.parse(row.metadata) as Record<string, string | null> }),
    creation_date: row.created_at,
  });
}

export class ResumableUploadStore extends DataStore {
  readonly #deps: Dependencies;

  constructor(deps: Dependencies) {
    super();
    this.#deps = deps;
    // The extensions the kiosk's client and the booth API document rely on.
    this.extensions = ['creation', 'creation-with-upload', 'creation-defer-length', 'termination', 'expiration'];
  }

  /** A file name in the work folder, for bytes on their way in or out. */
  workFile(): string {
    return path.join(this.#deps.workFolder, `${randomBytes(12).toString('hex')}.upload`);
  }

  override async create(upload: Upload): Promise<Upload> {
    const { eventId, sessionId } = this.#deps.creator();
    const now = nowIso();
    await this.#deps.repository.create({
      id: upload.id,
      event_id: eventId,
      booth_session_id: sessionId,
      upload_length: upload.size ?? null,
      metadata: upload.metadata ? JSON.stringify(upload.metadata) : null,
      created_at: upload.creation_date ?? now,
      updated_at: now,
    });
    return upload;
  }

  override async getUpload(id: string): Promise<Upload> {
    const row = await this.#deps.repository.find(id);
    if (!row) throw ERRORS.FILE_NOT_FOUND;
    return toUpload(row);
  }

  override async declareUploadLength(id: string, length: number): Promise<void> {
    if (!(await this.#deps.repository.declareLength(id, length))) throw ERRORS.INVALID_LENGTH;
  }

  override async write(stream: Readable, id: string, offset: number): Promise<number> {
    const { storage, repository } = this.#deps;
    const received = this.workFile();
    try {
      await pipeline(stream, fs.createWriteStream(received)).catch(() => {
        throw ERRORS.FILE_WRITE_ERROR;
      });
      const { size } = await fsp.stat(received);
      if (size === 0) return offset;
      const key = partKeyOf(id, offset);
      await storage.putFile(key, received);
      const part = { upload_id: id, start: offset, byte_size: size, storage_key: key };
      if (!(await repository.appendPart(part, nowIso()))) {
        // Another process counted bytes at this offset first (or the upload is gone).
        await storage.remove(key);
        throw ERRORS.INVALID_OFFSET;
      }
      return offset + size;
    } finally {
      await fsp.rm(received, { force: true });
    }
  }

  /** Termination, and an upload stored as a capture: the row first, then its parts' files. */
  override async remove(id: string): Promise<void> {
    const keys = await this.#deps.repository.remove(id);
    if (!keys) throw ERRORS.FILE_NOT_FOUND;
    await this.#removeFiles(keys);
  }

  /** tus's own expiry is not used (it counts from creation): `sweep` removes uploads left unchanged. */
  override getExpiration(): number {
    return 0;
  }

  /**
   * Writes the finished upload's bytes, its parts in order, to `target`; throws when the parts
   * do not add up to the upload (a bug, never a booth's doing).
   */
  async assemble(upload: Upload, target: string): Promise<void> {
    const parts = await this.#deps.repository.partsOf(upload.id);
    let end = 0;
    for (const part of parts) {
      if (part.start !== end) throw new Error(`resumable upload ${upload.id} misses bytes at ${end}`);
      end += part.byte_size;
    }
    if (end !== upload.size) throw new Error(`resumable upload ${upload.id} has ${end} of ${upload.size} bytes`);
    await fsp.writeFile(target, '');
    for (const part of parts) {
      const { stream } = await this.#deps.storage.openRead(part.storage_key);
      await pipeline(stream, fs.createWriteStream(target, { flags: 'a' }));
    }
  }

  /**
   * Removes the uploads no bytes reached since `before`, and the parts' files older than that
   * which no upload names (what a process killed between storing a part and counting it left).
   * Answers how many uploads went.
   */
  async sweep(before: Date): Promise<number> {
    const { repository, storage } = this.#deps;
    const cutoff = before.toISOString();
    let removed = 0;
    for (const id of await repository.unchangedSince(cutoff)) {
      const keys = await repository.remove(id, cutoff);
      if (!keys) continue;
      await this.#removeFiles(keys);
      removed += 1;
    }
    for await (const keys of storage.listOlderThan(UPLOAD_PARTS_FOLDER, before)) {
      const named = new Set(await repository.namedKeys(keys));
      await this.#removeFiles(keys.filter((key) => !named.has(key)));
    }
    return removed;
  }

  async #removeFiles(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => this.#deps.storage.remove(key)));
  }
}
