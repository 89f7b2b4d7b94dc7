/**
 * Media: captures and the resumable uploads they arrive by. Table types, with the conventions of db/schema.ts.
 */
import type { MediaType, Moderation } from '@boothdeck/contract';
import type { ColumnType, Generated } from '../../db/column-types.ts';

export type { MediaType };

/**
 * A capture taken at an event. Paths are storage keys: `file_path` the original (kept for
 * download), `thumbnail_path` the grid image, `preview_path` the screen-size image (animated
 * for GIFs), `poster_path` the still of a boomerang or video clip.
 */
export type MediaItemsTable = {
  id: Generated<number>;
  event_id: number;
  media_type: MediaType;
  file_path: string;
  thumbnail_path: string | null;
  preview_path: string | null;
  poster_path: string | null;
  /** The original's MIME type as its bytes showed it. */
  content_type: string | null;
  byte_size: number | null;
  /** The booth's own id for the capture: a retried upload with the same id finds this row. */
  client_id: string | null;
  /**
   * When the booth took it (UTC ISO), the order galleries show; `created_at` is when the server
   * stored it. Rows stored before it was kept have their `created_at` here.
   */
  captured_at: string;
  created_at: string;
  /** SHA-256 (hex) of the original as the booth sent it; null for rows stored before it was kept. */
  original_sha256: string | null;
  /** The booth session that sent it (sessions are removed when they end; the number stays). */
  booth_session_id: number | null;
  /** Whether guests may see it: `pending` waits in the organiser's queue (see 0024). */
  moderation: ColumnType<Moderation, Moderation | undefined, Moderation>;
};

/**
 * A resumable (tus) upload in progress, shared by every process (see 0026). `upload_length` is
 * null until the booth declares it; `upload_offset` is how many bytes arrived, in its parts.
 */
export type ResumableUploadsTable = {
  id: string;
  event_id: number;
  /** The booth session that created it (sessions are removed when they end; the number stays). */
  booth_session_id: number | null;
  upload_length: number | null;
  upload_offset: ColumnType<number, number | undefined, number>;
  /** The tus `Upload-Metadata` pairs, as JSON. */
  metadata: string | null;
  created_at: string;
  /** When bytes last arrived (or it was made): the sweep's clock. */
  updated_at: string;
};

/** One received piece of a resumable upload: bytes `start` to `start + byte_size` in a storage file. */
export type ResumableUploadPartsTable = {
  upload_id: string;
  start: number;
  byte_size: number;
  storage_key: string;
};

/** The tables this part owns (db/table-owners.ts), as Kysely's `Database` holds them. */
export type MediaTables = {
  media_items: MediaItemsTable;
  resumable_uploads: ResumableUploadsTable;
  resumable_upload_parts: ResumableUploadPartsTable;
};
