/**
 * Secrets the server must read back (a webhook endpoint's signing secret) are kept in the
 * database sealed: AES-256-GCM under the install's secrets key (secrets-key.ts), which lives
 * outside the database. A copy of the database alone, or a backup of it, gives none of them.
 *
 * A sealed value is `sealed.v1.<iv>.<tag>.<ciphertext>`, each part base64url. A stored value
 * without that mark was stored before sealing began and is answered as it is.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** What every sealed value starts with. */
export const SEALED_MARK = 'sealed.v1.';
const IV_BYTES = 12;

export type SecretsBox = {
  seal(plain: string): string;
  /** The plain secret; throws when the value was sealed under another key or altered. */
  open(stored: string): string;
};

const isSealed = (stored: string) => stored.startsWith(SEALED_MARK);

export function createSecretsBox(key: Buffer): SecretsBox {
  if (key.length !== 32) throw new Error('the secrets key must be 32 bytes');
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${SEALED_MARK}${[iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url')).join('.')}`;
    },
    open(stored) {
      if (!isSealed(stored)) return stored;
      const [iv, tag, data] = stored
        .slice(SEALED_MARK.length)
        .split('.')
        .map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !data) throw new Error('a sealed secret is malformed');
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
    },
  };
}
