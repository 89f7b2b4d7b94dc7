/** Uploads a capture the way a booth does: one multipart request with the booth's token. */
import { boothMediaEndpoints } from '@boothdeck/contract';
import type { FastifyInstance } from 'fastify';
import { callAppUnchecked } from './call-app.ts';

/** The parts as a test writes them, wrong ones included: the upload tests send what a booth must not. */
export type UploadParts = Record<string, string | { bytes: Buffer; name: string }>;

function formOf(parts: UploadParts): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value.bytes)]), value.name);
  }
  return form;
}

/** The multipart body and its content type, as a browser's FormData would send them. */
export async function multipartBody(parts: UploadParts): Promise<{ payload: Buffer; contentType: string }> {
  const request = new Request('http://booth.test/', { method: 'POST', body: formOf(parts) });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

export const postMedia = (app: FastifyInstance, token: string, parts: UploadParts) =>
  callAppUnchecked(app, boothMediaEndpoints.upload, { token, body: formOf(parts) });
