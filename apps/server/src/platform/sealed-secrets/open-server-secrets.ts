/**
 * The install's secrets, opened once at start: the secrets key (checked against the database),
 * a box that seals and opens with it, and the keys every process shares (`server_secrets`: the
 * link-signing key) kept sealed. Keys stored before sealing began are sealed here; the key's
 * check value is the one row left as it is.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  createServerSecretsRepository,
  type ServerSecretsRepository,
} from '../signed-links/server-secrets.repository.ts';
import { createSecretsBox, SEALED_MARK, type SecretsBox } from './sealed-secrets.ts';
import { loadSecretsKey, SECRETS_KEY_CHECK_NAME } from './secrets-key.ts';

export type ServerSecrets = { box: SecretsBox; serverSecrets: Pick<ServerSecretsRepository, 'getOrCreate'> };

export async function openServerSecrets({
  db,
  configuredKey,
  dataDir,
}: {
  db: Kysely<Database>;
  /** SECRETS_KEY, when set. */
  configuredKey: Buffer | undefined;
  dataDir: string;
}): Promise<ServerSecrets> {
  const stored = createServerSecretsRepository(db);
  const box = createSecretsBox(await loadSecretsKey({ configured: configuredKey, dataDir, serverSecrets: stored }));
  for (const { name, secret } of await stored.unmarked(SEALED_MARK, SECRETS_KEY_CHECK_NAME)) {
    await stored.replace(name, secret, box.seal(secret));
  }
  return {
    box,
    serverSecrets: {
      async getOrCreate(name, candidate, nowIso) {
        return box.open(await stored.getOrCreate(name, box.seal(candidate), nowIso));
      },
    },
  };
}
