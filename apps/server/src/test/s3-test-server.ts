/**
 * A real S3 API server (s3rver) on 127.0.0.1 for tests, with an empty bucket of its own, and the
 * settings the app reads from S3_* for it. s3rver accepts only the access key S3RVER.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Settings } from '../config.ts';
import { createS3Client } from '../platform/storage/s3-storage.ts';

export type S3TestServer = {
  settings: S3Settings;
  /** Every key in the bucket. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
};

/** The S3_* variables that point a server process at the test server's bucket. */
export function s3EnvironmentOf(settings: S3Settings): Record<string, string> {
  const { bucket, endpoint = '', region, credentials } = settings;
  return {
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_REGION: region,
    S3_ACCESS_KEY_ID: credentials?.accessKeyId ?? '',
    S3_SECRET_ACCESS_KEY: credentials?.secretAccessKey ?? '',
    S3_FORCE_PATH_STYLE: 'true',
  };
}

export async function startS3TestServer(bucket = 'boothdeck-media'): Promise<S3TestServer> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    resetOnClose: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const settings: S3Settings = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
    redirectDownloads: true,
  };
  const client = createS3Client(settings);
  return {
    settings,
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])).sort();
    },
    async close() {
      client.destroy();
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
