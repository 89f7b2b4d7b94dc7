/** Random opaque secrets (session tokens, verification codes, reset tokens) and their stored hashes. */
import { hash, randomBytes } from 'node:crypto';

export const createSecret = (): string => randomBytes(32).toString('base64url');

/** Secrets carry 256 bits of entropy, so a fast hash is enough to keep the database copy useless. */
export const hashSecret = (secret: string): string => hash('sha256', secret, 'hex');
