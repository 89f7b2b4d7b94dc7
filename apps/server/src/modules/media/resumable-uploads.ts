/**
 * Resumable uploads of large captures (the tus protocol, served by @tus/server onto files in one
 * folder). On venue Wi-Fi a 200 MB clip may take many minutes and the connection may drop on the
 * way; with tus the booth asks how much arrived and sends only the rest. The upload only carries
 * the bytes: the booth then names the finished upload in `POST /booth/media` (`upload_id`), which
 * stores it through the same checks, idempotency and reply as a multipart upload.
 *
 * Only a signed-in booth may upload, and only to its own event: each upload's id starts with its
 * event's id, and a booth asking for an upload of another event is told it does not exist. The
 * folder survives a restart (an upload resumes across one); the sweep removes what was left.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_MAX_BYTES, RESUMABLE_UPLOADS } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
// The OpenAPI fields of a route's schema (tags, summary, …) are declared by @fastify/swagger.
import type {} from '@fastify/swagger';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CallerChecks } from '../../plugins/endpoints.ts';
import { API_PREFIX } from '../../plugins/endpoints.ts';
import { requireRoomForUpload, UPLOAD_BOOTH_KEY, type UploadInProgress } from './resumable-quota.ts';

const HOUR_MS = 60 * 60 * 1000;
/** How often uploads left unchanged for `RESUMABLE_UPLOADS.removedAfterHours` are looked for. */
const SWEEP_EVERY_MS = HOUR_MS;
/** The methods of tus a booth uses; reading an upload back (GET) is not offered. */
const TUS_METHODS = ['POST', 'HEAD', 'PATCH', 'DELETE', 'OPTIONS'] as const;
/** Each upload's description beside its bytes (FileStore's own naming). */
const DESCRIPTION_SUFFIX = '.json';

/** A finished upload's file, ready to be stored as a capture; or why there is none. */
export type FinishedUpload = { file: string } | { missing: 'gone' | 'unfinished' };

export type ResumableUploads = ReturnType<typeof createResumableUploads>;

export function createResumableUploads(folder: string, maxAgeMs = RESUMABLE_UPLOADS.removedAfterHours * HOUR_MS) {
  /** The event of the booth whose request tus is handling. */
  const callerEvent = new AsyncLocalStorage<number>();
  /** The booth session whose request tus is handling (its uploads in progress are limited). */
  const callerSession = new AsyncLocalStorage<number>();
  const ownedBy = (uploadId: string, eventId: number | undefined) =>
    eventId !== undefined && uploadId.startsWith(`${eventId}-`);

  const store = new FileStore({ directory: folder });
  const tus = new Server({
    path: `${API_PREFIX}${RESUMABLE_UPLOADS.path}`,
    datastore: store,
    relativeLocation: true,
    maxSize: MEDIA_MAX_BYTES.video,
    namingFunction: () => `${callerEvent.getStore()}-${randomBytes(16).toString('hex')}`,
    onIncomingRequest: async (_request, uploadId) => {
      if (!ownedBy(uploadId, callerEvent.getStore())) throw { status_code: 404, body: `${MESSAGES.notFound}\n` };
    },
    onUploadCreate: async (_request, upload) => {
      const session = callerSession.getStore() ?? 0;
      requireRoomForUpload(await uploadsOfEvent(callerEvent.getStore()), session, upload.size);
      return { metadata: { ...upload.metadata, [UPLOAD_BOOTH_KEY]: String(session) } };
    },
  });

  /** The event's uploads in progress, as the folder records them. */
  async function uploadsOfEvent(eventId: number | undefined): Promise<UploadInProgress[]> {
    const names = await fsp.readdir(folder).catch(() => [] as string[]);
    const ids = names
      .filter((name) => name.endsWith(DESCRIPTION_SUFFIX))
      .map((name) => name.slice(0, -DESCRIPTION_SUFFIX.length))
      .filter((id) => ownedBy(id, eventId));
    const uploads = await Promise.all(ids.map((id) => store.getUpload(id).catch(() => undefined)));
    return uploads.filter((upload) => upload !== undefined);
  }

  async function removeUpload(uploadId: string): Promise<void> {
    const file = path.join(folder, uploadId);
    await Promise.all([fsp.rm(file, { force: true }), fsp.rm(`${file}${DESCRIPTION_SUFFIX}`, { force: true })]);
  }

  /** When an upload last changed: its bytes, or its description when it has none. */
  async function lastChange(uploadId: string): Promise<number | undefined> {
    const file = path.join(folder, uploadId);
    const stats = await fsp.stat(file).catch(() => fsp.stat(`${file}${DESCRIPTION_SUFFIX}`).catch(() => undefined));
    return stats?.mtimeMs;
  }

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
          await callerSession.run(sessionId, () => callerEvent.run(eventId, () => tus.handle(request.raw, reply.raw)));
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

    /** The file of the event's finished upload, to be stored as a capture. */
    async finished(eventId: number, uploadId: string): Promise<FinishedUpload> {
      if (!ownedBy(uploadId, eventId)) return { missing: 'gone' };
      const upload = await store.getUpload(uploadId).catch(() => undefined);
      if (!upload) return { missing: 'gone' };
      if (upload.size === undefined || upload.offset !== upload.size) return { missing: 'unfinished' };
      return { file: path.join(folder, uploadId) };
    },

    /** Removes an upload once its capture is stored. */
    remove: removeUpload,

    /** Removes every upload, finished or not, that has not changed for the maximum age. */
    async sweep(now = Date.now()): Promise<number> {
      await fsp.mkdir(folder, { recursive: true });
      const ids = (await fsp.readdir(folder))
        .filter((name) => name.endsWith(DESCRIPTION_SUFFIX))
        .map((name) => name.slice(0, -DESCRIPTION_SUFFIX.length));
      let removed = 0;
      for (const id of ids) {
        const changed = await lastChange(id);
        if (changed !== undefined && now - changed < maxAgeMs) continue;
        await removeUpload(id);
        removed += 1;
      }
      return removed;
    },

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
  `A booth may have ${RESUMABLE_UPLOADS.perBooth.uploads} uploads in progress, declaring ${RESUMABLE_UPLOADS.perBooth.bytes / (1024 * 1024)} MB in all`,
  '(an upload of deferred length counts as the largest clip): a POST beyond that answers 429 until one is stored or removed.',
  'Once `Upload-Offset` equals `Upload-Length`, store the capture with `POST /booth/media`, sending the fields',
  'and the poster as usual and `upload_id` (the last part of the address) instead of `file`.',
  `An upload unchanged for ${RESUMABLE_UPLOADS.removedAfterHours} hours, finished or not, is removed; a stored one at once.`,
].join('\n');
