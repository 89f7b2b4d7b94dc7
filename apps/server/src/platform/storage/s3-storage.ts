/**
 * Storage in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2, …), used when S3_BUCKET is set.
 * An object appears whole or not at all, so a row may name its key as soon as the write resolves:
 * the crash rule of the local folder holds without temporary names. Keys are random and written
 * once, so an object never changes under its key.
 */
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { isConnectionFailure } from '../../shared/connection-failure.ts';
import { contentTypeOfKey } from './media-format.ts';
import { FOREIGN_FOLDER_MAX_AGE_MS } from './process-folders.ts';
import { assertStorageKey, isStorageKey, LIST_PAGE, mediaPathOf, type Storage, StorageUnavailable } from './storage.ts';

export type S3StorageConfig = {
  bucket: string;
  /** The store's address; unset for AWS itself. */
  endpoint: string | undefined;
  region: string;
  /** Unset: the SDK's own chain (environment, instance role, …). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Bucket in the path (http://host/bucket/key) rather than the host name: most non-AWS stores. */
  forcePathStyle: boolean;
};

/** lib-storage sends a file at least this large in parts, several at once. */
export const MULTIPART_PART_BYTES = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 4;

export function createS3Client(config: S3StorageConfig): S3Client {
  return new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // The SDK's default adds checksums in an aws-chunked body, which stores other than AWS may
    // keep as the object's bytes; checksums only where an operation requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * The store could not be reached, timed out, or answered that it cannot serve now (5xx, SlowDown;
 * not 501, an operation it does not implement).
 */
function isStoreUnavailable(error: unknown): boolean {
  if (error instanceof S3ServiceException) {
    const status = error.$metadata.httpStatusCode ?? 0;
    return status >= 500 && status !== 501;
  }
  return (
    error instanceof Error &&
    (isConnectionFailure(error) || error.name === 'TimeoutError' || error.message === 'socket hang up')
  );
}

/**
 * Runs one exchange with the store. A missing object (under `key`) reads as a missing file does
 * on disk, and an outage as `StorageUnavailable`, so callers handle the same errors whatever the
 * storage, and no socket error of the store is taken for the database's.
 */
async function withStore<T>(exchange: () => Promise<T>, key?: string): Promise<T> {
  try {
    return await exchange();
  } catch (error) {
    if (isStoreUnavailable(error)) throw new StorageUnavailable(error);
    const missing =
      error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);
    if (key !== undefined && missing) throw Object.assign(new Error(`ENOENT: no object ${key}`), { code: 'ENOENT' });
    throw error;
  }
}

/** Operations a store may not implement (s3rver has no multipart listing): nothing to sweep. */
const isUnsupported = (error: unknown) =>
  error instanceof S3ServiceException && [405, 501].includes(error.$metadata.httpStatusCode ?? 0);

export function createS3Storage(config: S3StorageConfig, client: S3Client = createS3Client(config)): Storage {
  const Bucket = config.bucket;
  const checked = (key: string) => {
    assertStorageKey(key);
    return key;
  };
  const get = (key: string) => withStore(() => client.send(new GetObjectCommand({ Bucket, Key: checked(key) })), key);

  /** One PUT below the part size; above it, a multipart upload of several parts at once. */
  async function upload(key: string, Body: Uint8Array | Readable): Promise<void> {
    const transfer = new Upload({
      client,
      params: { Bucket, Key: checked(key), Body, ContentType: contentTypeOfKey(key) },
      partSize: MULTIPART_PART_BYTES,
      queueSize: PARTS_IN_FLIGHT,
      leavePartsOnError: false,
    });
    await withStore(() => transfer.done());
  }

  /** Multipart uploads older than any upload in progress: their process is gone. */
  async function abortAbandonedUploads(): Promise<number> {
    const before = Date.now() - FOREIGN_FOLDER_MAX_AGE_MS;
    let aborted = 0;
    let markers: { KeyMarker?: string; UploadIdMarker?: string } = {};
    for (;;) {
      const page = await withStore(() => client.send(new ListMultipartUploadsCommand({ Bucket, ...markers })));
      for (const upload of page.Uploads ?? []) {
        if (!upload.Key || !upload.UploadId || (upload.Initiated?.getTime() ?? Date.now()) > before) continue;
        const { Key, UploadId } = upload;
        await withStore(() => client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId })));
        aborted += 1;
      }
      if (!page.IsTruncated) return aborted;
      markers = { KeyMarker: page.NextKeyMarker, UploadIdMarker: page.NextUploadIdMarker };
    }
  }

  return {
    put: (key, bytes) => upload(key, bytes),
    // A large clip is read from its file part by part, never held in memory whole.
    putFile: (key, sourcePath) => upload(key, createReadStream(sourcePath)),
    async read(key) {
      const object = await get(key);
      return Buffer.from(await (object.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray());
    },
    async openRead(key) {
      const object = await get(key);
      return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
    },
    async copy(fromKey, toKey) {
      const CopySource = `${Bucket}/${checked(fromKey)}`;
      await withStore(() => client.send(new CopyObjectCommand({ Bucket, Key: checked(toKey), CopySource })), fromKey);
    },
    async remove(key) {
      await withStore(() => client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) })));
    },
    async sweepUnfinished() {
      try {
        return await abortAbandonedUploads();
      } catch (error) {
        if (isUnsupported(error)) return 0;
        throw error;
      }
    },
    async *listOlderThan(prefix, before) {
      let ContinuationToken: string | undefined;
      do {
        const page = await withStore(() =>
          client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, MaxKeys: LIST_PAGE, ContinuationToken })),
        );
        yield (page.Contents ?? []).flatMap(({ Key, LastModified }) =>
          Key && isStorageKey(Key) && LastModified && LastModified < before ? [Key] : [],
        );
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    publicUrl: mediaPathOf,
    async downloadUrl(key, { fileName, contentType, expiresInSeconds }) {
      const command = new GetObjectCommand({
        Bucket,
        Key: checked(key),
        ResponseContentDisposition: `attachment; filename="${fileName}"`,
        ResponseContentType: contentType,
      });
      return getSignedUrl(client, command, { expiresIn: expiresInSeconds });
    },
  };
}
