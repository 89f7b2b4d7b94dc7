/**
 * Reads a booth's multipart upload: the text fields, and the `file` and `poster` parts streamed
 * to temporary files (a 200 MB clip is never held in memory). The temporary folder is emptied at
 * start, so a crash mid-upload leaves nothing behind for long.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  boothMediaEndpoints,
  MEDIA_MAX_BYTES,
  type MediaUploadFields,
  refusingNulCharacters,
} from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { processFolderName, sweepAbandonedFolders } from '../../platform/storage/process-folders.ts';
import { AppError } from '../../shared/app-error.ts';
import { issuesToFieldErrors } from '../../shared/field-errors.ts';

export type CaptureUpload = {
  fields: MediaUploadFields;
  /** The `file` part; absent only when `fields.upload_id` names a resumable upload instead. */
  file: string | undefined;
  poster: string | undefined;
};

/** The upload's parts, as the contract names them for every client. */
const { fields: uploadFieldsSchema, files: FILE_PARTS } = boothMediaEndpoints.upload.multipart;
type FileField = keyof typeof FILE_PARTS;
const FILE_FIELDS = Object.keys(FILE_PARTS) as FileField[];
const isFileField = (name: string): name is FileField => Object.hasOwn(FILE_PARTS, name);

/** The largest part accepted at all; each media type's own limit is checked once its type is known. */
const LARGEST_FILE = Math.max(...Object.values(MEDIA_MAX_BYTES));

/** The multipart parser, for the upload route's own scope: no other call takes multipart bodies. */
export async function parseMultipart(scope: FastifyInstance): Promise<void> {
  await scope.register(fastifyMultipart, {
    limits: { fileSize: LARGEST_FILE, files: FILE_FIELDS.length, fields: 10, parts: 12 },
  });
}

/**
 * This process's folder for uploads being received, under `parent`; what processes that are gone
 * left there is removed, another running process's uploads are not (see process-folders.ts).
 */
export async function claimUploadFolder(parent: string): Promise<string> {
  const own = processFolderName();
  await sweepAbandonedFolders(parent, own);
  return path.join(parent, own);
}

/**
 * Runs `use` with the parsed upload and removes the temporary files afterwards, whatever happens.
 * Anything not a known field is drained and ignored.
 */
export async function withCaptureUpload<Result>(
  request: FastifyRequest,
  folder: string,
  use: (upload: CaptureUpload) => Promise<Result>,
): Promise<Result> {
  const texts: Record<string, string> = {};
  const files: Partial<Record<FileField, string>> = {};
  try {
    const parts = request.parts();
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') texts[part.fieldname] = part.value;
        continue;
      }
      if (!isFileField(part.fieldname) || files[part.fieldname]) {
        part.file.resume();
        continue;
      }
      const target = path.join(folder, `${randomBytes(12).toString('hex')}.upload`);
      files[part.fieldname] = target;
      await pipeline(part.file, fs.createWriteStream(target));
      if (part.file.truncated) {
        throw new AppError('too_large', `The ${part.fieldname} is over ${LARGEST_FILE / (1024 * 1024)} MB.`);
      }
    }
    const parsed = refusingNulCharacters(uploadFieldsSchema).safeParse(texts);
    if (!parsed.success) {
      const errors = issuesToFieldErrors(parsed.error.issues);
      throw new AppError('validation', Object.values(errors)[0]?.[0] ?? MESSAGES.invalidPayload, errors);
    }
    // A capture sent resumably beforehand is named by `upload_id` instead (see resumable-uploads.ts).
    if (!files.file && !parsed.data.upload_id) {
      throw AppError.validation('file', 'The capture is missing: send it as the file field.');
    }
    return await use({ fields: parsed.data, file: files.file, poster: files.poster });
  } finally {
    await Promise.all(Object.values(files).map((file) => fsp.rm(file, { force: true })));
  }
}
