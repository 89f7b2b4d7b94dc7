/** Uploads a capture the way a booth does: one multipart request with the booth's token. */
import type { FastifyInstance } from 'fastify';
import { boothHeaders } from './booth-client.ts';

export type UploadParts = Record<string, string | { bytes: Buffer; name: string }>;

/** The multipart body and its content type, as a browser's FormData would send them. */
export async function multipartBody(parts: UploadParts): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value.bytes)]), value.name);
  }
  const request = new Request('http://booth.test/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

export async function postMedia(app: FastifyInstance, token: string, parts: UploadParts) {
  const { payload, contentType } = await multipartBody(parts);
  return app.inject({
    method: 'POST',
    url: '/api/v1/booth/media',
    headers: { ...boothHeaders(token), 'content-type': contentType },
    payload,
  });
}
