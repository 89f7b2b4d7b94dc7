/** The storage the configuration names: a bucket when S3 is set, DATA_DIR/media otherwise. */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { S3Settings } from '../../config.ts';
import { serveBucketMedia } from './bucket-media.ts';
import { createLocalStorage, serveLocalMedia } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

export type MediaStorage = {
  storage: Storage;
  /** Serves the public files at /media/, never those `isPrivate` names. */
  serve(app: FastifyInstance, isPrivate: (key: string) => boolean): Promise<void>;
};

export function mediaStorageOf(config: { dataDir: string; s3?: S3Settings | undefined }): MediaStorage {
  if (config.s3) {
    const bucket = createS3Storage(config.s3);
    // Without redirects (a store the browsers cannot reach), downloads stream through this server.
    const storage: Storage = config.s3.redirectDownloads ? bucket : { ...bucket, downloadUrl: async () => null };
    return { storage, serve: async (app, isPrivate) => serveBucketMedia(app, storage, isPrivate) };
  }
  const root = path.join(config.dataDir, 'media');
  return {
    storage: createLocalStorage(root),
    serve: (app, isPrivate) => serveLocalMedia(app, root, isPrivate),
  };
}
