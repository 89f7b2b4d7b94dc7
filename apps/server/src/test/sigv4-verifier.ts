/**
 * AWS Signature Version 4 worked out independently of the SDK, from the algorithm AWS
 * publishes, for tests that check the SDK's requests are signed the way S3 checks them.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export type Credentials = { accessKeyId: string; secretAccessKey: string };

export type CanonicalInput = {
  method: string;
  /** The path as sent (S3 does not encode it a second time). */
  path: string;
  /** Decoded query pairs, the signature itself left out. */
  query: [string, string][];
  /** Lower-case header names. */
  headers: Record<string, string>;
  signedHeaders: string[];
  payloadHash: string;
  amzDate: string;
  scope: { region: string; service: string };
};

const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
export const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** RFC 3986 unreserved characters stay; everything else is %XX, upper-case. */
const encode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

export function signatureOf(input: CanonicalInput, secretAccessKey: string): string {
  const query = input.query
    .map(([name, value]) => `${encode(name)}=${encode(value)}`)
    .sort()
    .join('&');
  const headers = input.signedHeaders
    .map((name) => `${name}:${(input.headers[name] ?? '').trim().replace(/\s+/g, ' ')}\n`)
    .join('');
  const canonical = [input.method, input.path, query, headers, input.signedHeaders.join(';'), input.payloadHash].join(
    '\n',
  );
  const day = input.amzDate.slice(0, 8);
  const scope = `${day}/${input.scope.region}/${input.scope.service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', input.amzDate, scope, sha256Hex(canonical)].join('\n');
  const key = hmac(
    hmac(hmac(hmac(`AWS4${secretAccessKey}`, day), input.scope.region), input.scope.service),
    'aws4_request',
  );
  return hmac(key, toSign).toString('hex');
}

export type Verdict = { valid: boolean; accessKeyId: string; region: string; service: string; presigned: boolean };

const sameHex = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Checks a request received by a server the way S3 would: header signature or presigned query. */
export function verifyRequest(request: IncomingMessage, body: Buffer, credentials: Credentials): Verdict {
  const url = new URL(request.url ?? '/', 'http://placeholder');
  const headers = Object.fromEntries(
    Object.entries(request.headers).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.join(',') : (value ?? ''),
    ]),
  );
  const presigned = url.searchParams.has('X-Amz-Signature');
  const fields = presigned
    ? {
        credential: url.searchParams.get('X-Amz-Credential') ?? '',
        signedHeaders: url.searchParams.get('X-Amz-SignedHeaders') ?? '',
        signature: url.searchParams.get('X-Amz-Signature') ?? '',
        amzDate: url.searchParams.get('X-Amz-Date') ?? '',
      }
    : parseAuthorization(headers.authorization ?? '', headers['x-amz-date'] ?? '');
  const [accessKeyId = '', , region = '', service = ''] = fields.credential.split('/');
  const payloadHash = presigned ? 'UNSIGNED-PAYLOAD' : (headers['x-amz-content-sha256'] ?? '');
  const bodyMatches = payloadHash === 'UNSIGNED-PAYLOAD' || payloadHash === sha256Hex(body);
  const expected = signatureOf(
    {
      method: request.method ?? 'GET',
      path: url.pathname,
      query: [...url.searchParams].filter(([name]) => name !== 'X-Amz-Signature'),
      headers,
      signedHeaders: fields.signedHeaders.split(';'),
      payloadHash,
      amzDate: fields.amzDate,
      scope: { region, service },
    },
    credentials.secretAccessKey,
  );
  const valid = accessKeyId === credentials.accessKeyId && bodyMatches && sameHex(expected, fields.signature);
  return { valid, accessKeyId, region, service, presigned };
}

function parseAuthorization(authorization: string, amzDate: string) {
  const field = (name: string) => new RegExp(`${name}=([^,\\s]+)`).exec(authorization)?.[1] ?? '';
  return {
    credential: authorization.startsWith('AWS4-HMAC-SHA256 ') ? field('Credential') : '',
    signedHeaders: field('SignedHeaders'),
    signature: field('Signature'),
    amzDate,
  };
}
