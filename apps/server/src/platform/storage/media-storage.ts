/**
 * The storage the configuration names for uploaded and generated media: a bucket when S3 is set,
 * the local folder DATA_DIR/media otherwise. The server and the tools that move an install's
 * media both make it here, so every adapter serves them all alike.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { S3Settings } from '../../config.ts';
import { serveBucketMedia } from './bucket-media.ts';
import { createLocalStorage, serveLocalMedia } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

type MediaConfig = { dataDir: string; s3?: S3Settings | undefined };

export type MediaStorage = {
  storage: Storage;
  /** Serves the public files at /media/, never those `isPrivate` names. */
  serve(app: FastifyInstance, isPrivate: (key: string) => boolean): Promise<void>;
};

/** The local media folder of a data folder. */
export const mediaFolderOf = (dataDir: string) => path.join(dataDir, 'media');

/**
 * Where the configuration's media live, as one text: two configurations naming the same place
 * share their media (a copy from one to the other has nothing to do).
 */
export const mediaLocationOf = (config: MediaConfig) =>
  config.s3
    ? `s3:${config.s3.endpoint ?? 'aws'}/${config.s3.region}/${config.s3.bucket}`
    : `file:${path.resolve(mediaFolderOf(config.dataDir))}`;

export function mediaStorageOf(config: MediaConfig): MediaStorage {
  if (config.s3) {
    const bucket = createS3Storage(config.s3);
    // Without redirects (a store the browsers cannot reach), downloads stream through this server.
    const storage: Storage = config.s3.redirectDownloads ? bucket : { ...bucket, downloadUrl: async () => null };
    return { storage, serve: async (app, isPrivate) => serveBucketMedia(app, storage, isPrivate) };
  }
  const root = mediaFolderOf(config.dataDir);
  return {
    storage: createLocalStorage(root),
    serve: (app, isPrivate) => serveLocalMedia(app, root, isPrivate),
  };
}

export const createMediaStorage = (config: MediaConfig): Storage => mediaStorageOf(config).storage;
