/**
 * All SQL of resumable uploads in progress: the upload rows every process reads and moves on,
 * and the parts (files in the media storage) their bytes arrived in.
 */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ResumableUploadPartsTable, ResumableUploadsTable } from './media.tables.ts';

export type ResumableUploadRow = Selectable<ResumableUploadsTable>;
export type NewResumableUpload = Insertable<ResumableUploadsTable>;
export type UploadPart = Selectable<ResumableUploadPartsTable>;

export type ResumableUploadsRepository = ReturnType<typeof createResumableUploadsRepository>;

export function createResumableUploadsRepository(db: Kysely<Database>) {
  return {
    async create(upload: NewResumableUpload): Promise<void> {
      await db.insertInto('resumable_uploads').values(upload).execute();
    },

    /** The declared lengths (null: not declared yet) of one booth session's uploads in progress. */
    async lengthsOfSession(boothSessionId: number): Promise<(number | null)[]> {
      const rows = await db
        .selectFrom('resumable_uploads')
        .select('upload_length')
        .where('booth_session_id', '=', boothSessionId)
        .execute();
      return rows.map((row) => (row.upload_length === null ? null : Number(row.upload_length)));
    },

    /** Uploads begun and not yet stored or removed, of every booth. */
    async countAll(): Promise<number> {
      const row = await db
        .selectFrom('resumable_uploads')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    find(id: string): Promise<ResumableUploadRow | undefined> {
      return db.selectFrom('resumable_uploads').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Sets the length of an upload that had none yet; false when it had one. */
    async declareLength(id: string, length: number): Promise<boolean> {
      const result = await db
        .updateTable('resumable_uploads')
        .set({ upload_length: length })
        .where('id', '=', id)
        .where('upload_length', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * Counts a part received at `part.start`, only if the upload's offset is still that start: of
     * two processes adding bytes at one offset, one succeeds and the other is told false.
     */
    async appendPart(part: UploadPart, now: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const moved = await trx
          .updateTable('resumable_uploads')
          .set({ upload_offset: part.start + part.byte_size, updated_at: now })
          .where('id', '=', part.upload_id)
          .where('upload_offset', '=', part.start)
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) !== 1) return false;
        await trx.insertInto('resumable_upload_parts').values(part).execute();
        return true;
      });
    },

    /** The upload's parts in the order of their bytes. */
    partsOf(id: string): Promise<UploadPart[]> {
      return db.selectFrom('resumable_upload_parts').selectAll().where('upload_id', '=', id).orderBy('start').execute();
    },

    /**
     * Removes the upload (when `unchangedSince` is given, only if no bytes arrived since then);
     * answers the storage keys of the parts it had, or null when nothing was removed.
     */
    async remove(id: string, unchangedSince?: string): Promise<string[] | null> {
      return db.transaction().execute(async (trx) => {
        // Holding the row first: a part being counted meanwhile waits, then finds no upload.
        let hold = trx
          .updateTable('resumable_uploads')
          .set((eb) => ({ upload_offset: eb.ref('upload_offset') }))
          .where('id', '=', id);
        if (unchangedSince !== undefined) hold = hold.where('updated_at', '<', unchangedSince);
        if (Number((await hold.executeTakeFirst()).numUpdatedRows) !== 1) return null;
        const parts = await trx
          .deleteFrom('resumable_upload_parts')
          .where('upload_id', '=', id)
          .returning('storage_key')
          .execute();
        await trx.deleteFrom('resumable_uploads').where('id', '=', id).execute();
        return parts.map((part) => part.storage_key);
      });
    },

    /** Ids of uploads no bytes reached since `before`. */
    async unchangedSince(before: string): Promise<string[]> {
      const rows = await db.selectFrom('resumable_uploads').select('id').where('updated_at', '<', before).execute();
      return rows.map((row) => row.id);
    },

    /** Which of these storage keys a part names. */
    async namedKeys(keys: string[]): Promise<string[]> {
      if (keys.length === 0) return [];
      const rows = await db
        .selectFrom('resumable_upload_parts')
        .select('storage_key')
        .where('storage_key', 'in', keys)
        .execute();
      return rows.map((row) => row.storage_key);
    },
  };
}
