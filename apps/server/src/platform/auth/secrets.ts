/** Random opaque secrets (session tokens, verification codes, reset tokens) and their stored hashes. */
import { createHash, randomBytes } from 'node:crypto';

export const createSecret = (): string => randomBytes(32).toString('base64url');

/** Secrets carry 256 bits of entropy, so a fast hash is enough to keep the database copy useless. */
export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');
