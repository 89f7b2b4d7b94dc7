/**
 * The SHA-256 of a capture's original as the booth sent it. It tells a retry (the same bytes
 * under the same client id) from another capture sent under an id already used.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { CaptureSource } from './capture-files.ts';

/** Hex SHA-256 of the bytes, or of the file at the path, read as a stream. */
export async function digestOf(source: CaptureSource): Promise<string> {
  const hash = createHash('sha256');
  if (typeof source === 'string') await pipeline(fs.createReadStream(source), hash);
  else hash.update(source);
  return hash.digest('hex');
}
