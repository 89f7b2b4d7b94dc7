/**
 * The install's secrets key (sealed-secrets.ts): SECRETS_KEY when set, otherwise the file
 * DATA_DIR/secrets.key, made at the first start. Every process of an install must use the same
 * key: processes that share DATA_DIR share the file; processes on other machines need SECRETS_KEY.
 *
 * So that a process with another key never seals with it (or fails on every send), the database
 * keeps a check value of the key — an HMAC of a fixed text, which tells nothing of the key — and
 * a start whose key does not match it stops with a message saying what to do.
 */
import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ServerSecretsRepository } from '../signed-links/server-secrets.repository.ts';

export const SECRETS_KEY_FILE = 'secrets.key';
/** The `server_secrets` row that holds the key's check value (the one row kept unsealed). */
export const SECRETS_KEY_CHECK_NAME = 'secrets-key-check';

export class SecretsKeyMismatch extends Error {}

const checkValueOf = (key: Buffer) => createHmac('sha256', key).update('boothdeck secrets key check').digest('hex');

const KEY_BYTES = 32;

/** The key a key file holds; a file that holds no 32-byte key stops the start. */
async function readKeyFile(file: string): Promise<Buffer> {
  const key = Buffer.from((await fs.readFile(file, 'utf8')).trim(), 'base64url');
  if (key.length !== KEY_BYTES) {
    throw new SecretsKeyMismatch(
      `${file} does not hold a secrets key (32 bytes in base64url); restore it from a backup.`,
    );
  }
  return key;
}

/** Reads the key file, or writes a new one when there is none (a racing process's file wins). */
async function keyFileIn(dataDir: string): Promise<Buffer> {
  const file = path.join(dataDir, SECRETS_KEY_FILE);
  try {
    return await readKeyFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await fs.mkdir(dataDir, { recursive: true });
  // Written whole under another name, then linked: a reader never sees half a key.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await fs.writeFile(draft, `${randomBytes(KEY_BYTES).toString('base64url')}\n`, { mode: 0o600 });
  try {
    await fs.link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await fs.rm(draft, { force: true });
  }
  return readKeyFile(file);
}

export async function loadSecretsKey({
  configured,
  dataDir,
  serverSecrets,
}: {
  configured: Buffer | undefined;
  dataDir: string;
  serverSecrets: Pick<ServerSecretsRepository, 'getOrCreate'>;
}): Promise<Buffer> {
  const key = configured ?? (await keyFileIn(dataDir));
  const check = await serverSecrets.getOrCreate(SECRETS_KEY_CHECK_NAME, checkValueOf(key), new Date().toISOString());
  if (check !== checkValueOf(key)) {
    throw new SecretsKeyMismatch(
      configured
        ? 'SECRETS_KEY is not the key this database was set up with. Set it to the value of the first process (its DATA_DIR/secrets.key when it had no SECRETS_KEY).'
        : `${path.join(dataDir, SECRETS_KEY_FILE)} is not the key this database was set up with. Several processes on one database need one key: set SECRETS_KEY to the first process's (its DATA_DIR/secrets.key), or give them one DATA_DIR.`,
    );
  }
  return key;
}
