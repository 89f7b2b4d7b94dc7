/**
 * Short-lived signed addresses: a link that grants one thing (one file, one archive) to whoever
 * holds it, without a session, until it expires. The signature is an HMAC-SHA256 over the
 * path, what the link grants and the expiry, with a key kept in `server_secrets`, so a link
 * made by one server process is accepted by every other and a changed path, subject or expiry
 * breaks it. Browsers open these links in a new window, where no bearer token could be sent.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { MINUTE_MS } from '../../shared/clock.ts';
import type { ServerSecretsRepository } from './server-secrets.repository.ts';

export const SIGNED_LINK_LIFETIME_MS = 10 * MINUTE_MS;

/** What a link grants, as the signer sees it: the route's path and the thing it serves. */
export type SignedGrant = { path: string; subject: string };

export type SignedLink = { expires: number; signature: string; expiresAt: Date };

/** A signed link's expiry and signature as they come back in the query of the address. */
export type LinkInQuery = Pick<SignedLink, 'expires' | 'signature'>;

/** Why a link is refused: past its expiry, or not signed for this path and subject. */
export type LinkCheck = 'valid' | 'expired' | 'invalid';

export type LinkSigner = {
  sign(grant: SignedGrant): Promise<SignedLink>;
  /** A signing function that needs no await, for replies that sign many addresses at once. */
  signing(): Promise<(grant: SignedGrant) => SignedLink>;
  check(grant: SignedGrant, link: LinkInQuery): Promise<LinkCheck>;
  /** A secret of its own for one purpose (a library's HMAC key), derived from this signer's key. */
  secretFor(purpose: string): Promise<string>;
};

type Dependencies = {
  secrets: Pick<ServerSecretsRepository, 'getOrCreate'>;
  /** The secret's name in `server_secrets`. */
  keyName: string;
  lifetimeMs?: number;
  /**
   * Expiries are rounded up to a multiple of this: links made within one step are the same
   * address, so a browser's cache keeps serving a file whose link was made again.
   */
  stepMs?: number;
  now?: () => Date;
};

export function createLinkSigner({
  secrets,
  keyName,
  lifetimeMs = SIGNED_LINK_LIFETIME_MS,
  stepMs,
  now = () => new Date(),
}: Dependencies): LinkSigner {
  // Read once per process: the stored key never changes once made.
  let key: Promise<Buffer> | undefined;
  const keyOf = () => {
    key ??= secrets
      .getOrCreate(keyName, randomBytes(32).toString('base64url'), now().toISOString())
      .then((secret) => Buffer.from(secret, 'base64url'));
    // A failed read is retried by the next request rather than remembered.
    key.catch(() => {
      key = undefined;
    });
    return key;
  };
  // Newlines separate the parts; none of them can contain one, so no two grants sign alike.
  const signatureWith = (secret: Buffer, { path, subject }: SignedGrant, expires: number) =>
    createHmac('sha256', secret).update(`${path}\n${subject}\n${expires}`).digest();
  const signatureOf = async (grant: SignedGrant, expires: number) => signatureWith(await keyOf(), grant, expires);
  const signWith = (secret: Buffer, grant: SignedGrant): SignedLink => {
    // Whole seconds: the expiry travels in the query as a Unix time.
    const end = now().getTime() + lifetimeMs;
    const expires = stepMs ? (Math.ceil(end / stepMs) * stepMs) / 1000 : Math.floor(end / 1000);
    const signature = signatureWith(secret, grant, expires).toString('base64url');
    return { expires, signature, expiresAt: new Date(expires * 1000) };
  };

  return {
    async sign(grant) {
      return signWith(await keyOf(), grant);
    },

    async signing() {
      const secret = await keyOf();
      return (grant) => signWith(secret, grant);
    },

    async check(grant, { expires, signature }) {
      // Compared as text: decoding would accept several spellings of the same bytes.
      const expected = Buffer.from((await signatureOf(grant, expires)).toString('base64url'));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      // Checked after the signature, so a forged expiry is reported as what it is.
      return expires * 1000 <= now().getTime() ? 'expired' : 'valid';
    },

    async secretFor(purpose) {
      // One line, where a grant signs three: no purpose derives a grant's signature.
      return createHmac('sha256', await keyOf())
        .update(`secret:${purpose}`)
        .digest('base64url');
    },
  };
}
