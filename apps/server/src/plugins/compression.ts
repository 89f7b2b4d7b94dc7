/**
 * Replies are compressed (brotli or gzip, as the client accepts) when they are text: JSON, HTML,
 * CSS, JavaScript, CSV, SVG. Pictures, clips, ZIPs and other files already compressed pass as
 * they are, a ranged reply (206) too, and Server-Sent Events are never held back in a
 * compressor. The built web app and kiosk come with brotli and gzip copies of their files made
 * at build time, which the static file server sends as they are (`preCompressed`).
 * Request bodies are not decompressed: a body is read as it was sent, under the body limit.
 */
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Content types worth compressing; anything else (images, video, zip, octet-stream) is sent as it is. */
export const COMPRESSIBLE_TYPES =
  /^(?:text\/(?!event-stream)[a-z-]+|application\/(?:json|javascript|xml|manifest\+json|problem\+json)|image\/svg\+xml)(?:;|$)/i;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE_TYPES,
    globalDecompression: false,
  });
}
