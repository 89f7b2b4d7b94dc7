/**
 * The S3 adapter's requests are signed as AWS checks them. A signer written from AWS's published
 * algorithm (test/sigv4-verifier.ts) first reproduces AWS's own example signatures; then it
 * stands behind a local HTTP server that, like S3, refuses any request whose signature it cannot
 * reproduce, and the adapter stores, reads and presigns against that server.
 */
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Credentials, signatureOf, type Verdict, verifyRequest } from '../../test/sigv4-verifier.ts';
import { createS3Storage, type S3StorageConfig } from './s3-storage.ts';

const EXAMPLE_SECRET = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';
const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
const EXAMPLE_SCOPE = { region: 'us-east-1', service: 's3' };

describe('AWS Signature Version 4', () => {
  it("reproduces AWS's example signatures for a GET by header and by presigned address", () => {
    // AWS's S3 documentation: GET /test.txt of examplebucket, 24 May 2013, us-east-1.
    const byHeader = signatureOf(
      {
        method: 'GET',
        path: '/test.txt',
        query: [],
        headers: {
          host: 'examplebucket.s3.amazonaws.com',
          range: 'bytes=0-9',
          'x-amz-content-sha256': EMPTY_SHA256,
          'x-amz-date': '20130524T000000Z',
        },
        signedHeaders: ['host', 'range', 'x-amz-content-sha256', 'x-amz-date'],
        payloadHash: EMPTY_SHA256,
        amzDate: '20130524T000000Z',
        scope: EXAMPLE_SCOPE,
      },
      EXAMPLE_SECRET,
    );
    expect(byHeader).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
    const presigned = signatureOf(
      {
        method: 'GET',
        path: '/test.txt',
        query: [
          ['X-Amz-Algorithm', 'AWS4-HMAC-SHA256'],
          ['X-Amz-Credential', 'AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request'],
          ['X-Amz-Date', '20130524T000000Z'],
          ['X-Amz-Expires', '86400'],
          ['X-Amz-SignedHeaders', 'host'],
        ],
        headers: { host: 'examplebucket.s3.amazonaws.com' },
        signedHeaders: ['host'],
        payloadHash: 'UNSIGNED-PAYLOAD',
        amzDate: '20130524T000000Z',
        scope: EXAMPLE_SCOPE,
      },
      EXAMPLE_SECRET,
    );
    expect(presigned).toBe('aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404');
  });
});

/** An S3 stand-in that keeps objects in memory and answers 403 to a request it cannot verify. */
async function startVerifyingServer(credentials: Credentials) {
  const objects = new Map<string, Buffer>();
  const verdicts: Verdict[] = [];
  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const verdict = verifyRequest(request, body, credentials);
    verdicts.push(verdict);
    if (!verdict.valid) {
      response.writeHead(403, { 'content-type': 'application/xml' });
      response.end('<Error><Code>SignatureDoesNotMatch</Code><Message>Signature does not match</Message></Error>');
      return;
    }
    const path = new URL(request.url ?? '/', 'http://placeholder').pathname;
    if (request.method === 'PUT') {
      objects.set(path, body);
      response.writeHead(200, { etag: '"0"' }).end();
    } else if (request.method === 'GET' && objects.has(path)) {
      const object = objects.get(path) as Buffer;
      response.writeHead(200, { 'content-length': object.length, 'content-type': 'image/jpeg' }).end(object);
    } else if (request.method === 'DELETE') {
      objects.delete(path);
      response.writeHead(204).end();
    } else {
      response.writeHead(404, { 'content-type': 'application/xml' });
      response.end('<Error><Code>NoSuchKey</Code><Message>No such key</Message></Error>');
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, verdicts, port: (server.address() as AddressInfo).port };
}

describe('the S3 adapter against a server that checks signatures as S3 does', () => {
  const credentials = { accessKeyId: 'AKIDBOOTHDECKTEST', secretAccessKey: 'c2VjcmV0IGtleSBmb3IgdGVzdHM' };
  let stand: Awaited<ReturnType<typeof startVerifyingServer>>;
  let config: S3StorageConfig;

  beforeAll(async () => {
    stand = await startVerifyingServer(credentials);
    config = {
      bucket: 'media',
      endpoint: `http://127.0.0.1:${stand.port}`,
      region: 'eu-west-3',
      credentials,
      forcePathStyle: true,
    };
  });
  afterAll(() => new Promise<void>((resolve) => stand.server.close(() => resolve())));

  it('signs every store, read and removal with its key, region and service', async () => {
    const storage = createS3Storage(config);
    stand.verdicts.length = 0;
    await storage.put('event_gallery/photo/a1b2c3.jpg', Buffer.from('the photo'));
    expect((await storage.read('event_gallery/photo/a1b2c3.jpg')).toString()).toBe('the photo');
    await storage.remove('event_gallery/photo/a1b2c3.jpg');
    expect(stand.verdicts.length).toBeGreaterThanOrEqual(3);
    for (const verdict of stand.verdicts) {
      expect(verdict).toEqual({
        valid: true,
        accessKeyId: credentials.accessKeyId,
        region: 'eu-west-3',
        service: 's3',
        presigned: false,
      });
    }
  });

  it('is refused with a wrong secret', async () => {
    const wrong = createS3Storage({ ...config, credentials: { ...credentials, secretAccessKey: 'not the secret' } });
    await expect(wrong.put('event_gallery/photo/d4e5f6.jpg', Buffer.from('x'))).rejects.toThrow();
  });

  it('presigns a download address that the server accepts, and no other key through it', async () => {
    const storage = createS3Storage(config);
    await storage.put('event_gallery/photo/0a0b0c.jpg', Buffer.from('original bytes'));
    const address = await storage.downloadUrl('event_gallery/photo/0a0b0c.jpg', {
      fileName: 'party-1.jpg',
      contentType: 'image/jpeg',
      expiresInSeconds: 60,
    });
    if (!address) throw new Error('no presigned address');
    const url = new URL(address);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('60');
    expect(url.searchParams.get('response-content-disposition')).toBe('attachment; filename="party-1.jpg"');
    const fetched = await fetch(address);
    expect(fetched.status).toBe(200);
    expect(await fetched.text()).toBe('original bytes');
    expect(stand.verdicts.at(-1)).toMatchObject({ valid: true, presigned: true, region: 'eu-west-3' });
    const otherKey = address.replace('0a0b0c.jpg', '0a0b0d.jpg');
    expect((await fetch(otherKey)).status).toBe(403);
  });
});
