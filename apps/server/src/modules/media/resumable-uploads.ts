/**
 * Resumable uploads of large captures (the tus protocol, served by @tus/server). On venue Wi-Fi a
 * 200 MB clip may take many minutes and the connection may drop on the way; with tus the booth
 * asks how much arrived and sends only the rest. The upload only carries the bytes: the booth
 * then names the finished upload in `POST /booth/media` (`upload_id`), which stores it through
 * the same checks, idempotency and reply as a multipart upload.
 *
 * Uploads in progress are kept in the database and the media storage (resumable-upload-store.ts),
 * so behind a load balancer any process continues any upload, and one survives a restart or a
 * crash of the process that began it. Only a signed-in booth may upload, and only to its own
 * event: each upload's id starts with its event's id, and a booth asking for an upload of
 * another event is told it does not exist. The sweep removes what was left.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import { MEDIA_MAX_BYTES, RESUMABLE_UPLOADS } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
// The OpenAPI fields of a route's schema (tags, summary, …) are declared by @fastify/swagger.
import type {} from '@fastify/swagger';
import { Server } from '@tus/server';
import { ERRORS } from '@tus/utils';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import type { CallerChecks } from '../../plugins/endpoints.ts';
import { API_PREFIX } from '../../plugins/endpoints.ts';
import { requireRoomForUpload } from './resumable-quota.ts';
import { ResumableUploadStore, type UploadCreator } from './resumable-upload-store.ts';
import { createResumableUploadsRepository } from './resumable-uploads.repository.ts';

const HOUR_MS = 60 * 60 * 1000;
/** How often uploads left unchanged for `RESUMABLE_UPLOADS.removedAfterHours` are looked for. */
const SWEEP_EVERY_MS = HOUR_MS;
/** The methods of tus a booth uses; reading an upload back (GET) is not offered. */
const TUS_METHODS = ['POST', 'HEAD', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** Why an upload named by a capture call cannot be stored. */
export type MissingUpload = { missing: 'gone' | 'unfinished' };

export type ResumableUploads = ReturnType<typeof createResumableUploads>;

type Dependencies = {
  db: Kysely<Database>;
  storage: Storage;
  /** This process's own folder for files being received. */
  workFolder: string;
  maxAgeMs?: number;
};

export function createResumableUploads({
  db,
  storage,
  workFolder,
  maxAgeMs = RESUMABLE_UPLOADS.removedAfterHours * HOUR_MS,
}: Dependencies) {
  /** The booth whose request tus is handling. */
  const caller = new AsyncLocalStorage<UploadCreator>();
  const ownedBy = (uploadId: string, eventId: number | undefined) =>
    eventId !== undefined && uploadId.startsWith(`${eventId}-`);

  const repository = createResumableUploadsRepository(db);
  const store = new ResumableUploadStore({
    repository,
    storage,
    workFolder,
    creator: () => {
      const booth = caller.getStore();
      if (!booth) throw new Error('a resumable upload is created only within a booth request');
      return booth;
    },
  });
  const tus = new Server({
    path: `${API_PREFIX}${RESUMABLE_UPLOADS.path}`,
    datastore: store,
    relativeLocation: true,
    maxSize: MEDIA_MAX_BYTES.video,
    namingFunction: () => `${caller.getStore()?.eventId}-${randomBytes(16).toString('hex')}`,
    onIncomingRequest: async (_request, uploadId) => {
      if (!ownedBy(uploadId, caller.getStore()?.eventId)) throw { status_code: 404, body: `${MESSAGES.notFound}\n` };
    },
    onUploadCreate: async (_request, upload) => {
      const sessionId = caller.getStore()?.sessionId;
      if (sessionId !== undefined) requireRoomForUpload(await repository.lengthsOfSession(sessionId), upload.size);
      return {};
    },
  });

  /** The upload as stored; undefined when there is none (or none of this event). */
  const uploadOf = (eventId: number, uploadId: string) =>
    ownedBy(uploadId, eventId) ? store.getUpload(uploadId).catch(() => undefined) : Promise.resolve(undefined);

  return {
    /** The tus routes, for signed-in booths only; `booth` is the booth caller's check. */
    async register(app: FastifyInstance, booth: CallerChecks['booth']): Promise<void> {
      await app.register(async (scope) => {
        // A PATCH body must reach tus unread.
        scope.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
        if (booth.check) scope.addHook('onRequest', booth.check);
        const handler = async (request: FastifyRequest, reply: FastifyReply) => {
          const { eventId, sessionId } = booth.identify(request);
          reply.hijack();
          await caller.run({ eventId, sessionId }, () => tus.handle(request.raw, reply.raw));
        };
        const schema = {
          tags: ['booth'],
          summary: 'Resumable upload of a large capture (tus 1.0.0); store it with POST /booth/media and upload_id',
          description: RESUMABLE_UPLOADS_DESCRIPTION,
          ...(booth.security ? { security: booth.security } : {}),
        };
        const url = `${API_PREFIX}${RESUMABLE_UPLOADS.path}`;
        scope.route({ method: [...TUS_METHODS], url, schema, handler });
        scope.route({ method: [...TUS_METHODS], url: `${url}/:uploadId`, schema, handler });
      });
    },

    /**
     * Runs `use` with the event's finished upload as one file on this machine (its parts put
     * together, removed afterwards); or says why there is none.
     */
    async withFinished<Result>(
      eventId: number,
      uploadId: string,
      use: (file: string) => Promise<Result>,
    ): Promise<{ done: Result } | MissingUpload> {
      const upload = await uploadOf(eventId, uploadId);
      if (!upload) return { missing: 'gone' };
      if (upload.size === undefined || upload.offset !== upload.size) return { missing: 'unfinished' };
      const file = store.workFile();
      try {
        await store.assemble(upload, file);
        return { done: await use(file) };
      } finally {
        await fsp.rm(file, { force: true });
      }
    },

    /** Uploads in progress on every process (the operators' metrics). */
    inProgress: () => repository.countAll(),

    /** Removes an upload once its capture is stored; one already removed (a retry's) is no error. */
    async remove(uploadId: string): Promise<void> {
      await store.remove(uploadId).catch((error: unknown) => {
        if (error !== ERRORS.FILE_NOT_FOUND) throw error;
      });
    },

    /** Removes every upload, finished or not, that has not changed for the maximum age. */
    sweep: (now = Date.now()): Promise<number> => store.sweep(new Date(now - maxAgeMs)),

    /** Sweeps now and every hour until `stop`. */
    sweepRegularly(onError: (error: unknown) => void): { stop: () => void } {
      const run = () => {
        this.sweep().catch(onError);
      };
      run();
      const timer = setInterval(run, SWEEP_EVERY_MS);
      timer.unref();
      return { stop: () => clearInterval(timer) };
    },
  };
}

const RESUMABLE_UPLOADS_DESCRIPTION = [
  'The tus protocol 1.0.0 (https://tus.io/protocols/resumable-upload), with the creation, creation-with-upload,',
  'termination and expiration extensions, for a clip too large to send reliably in one request.',
  '- `POST` with `Tus-Resumable: 1.0.0` and `Upload-Length` creates an upload: 201 with its address in `Location`.',
  '- `PATCH <address>` with `Upload-Offset` and `Content-Type: application/offset+octet-stream` appends bytes.',
  '- `HEAD <address>` answers `Upload-Offset`: how much arrived, where to continue after a dropped connection.',
  '- `DELETE <address>` abandons it.',
  `At most ${MEDIA_MAX_BYTES.video / (1024 * 1024)} MB (413 above). Only the signed-in booth's event's uploads exist for it (404 otherwise).`,
  'Once `Upload-Offset` equals `Upload-Length`, store the capture with `POST /booth/media`, sending the fields',
  'and the poster as usual and `upload_id` (the last part of the address) instead of `file`.',
  `An upload unchanged for ${RESUMABLE_UPLOADS.removedAfterHours} hours, finished or not, is removed; a stored one at once.`,
].join('\n');
