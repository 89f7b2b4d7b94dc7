/**
 * The platform services buildApp makes once and hands to the modules. Each module names the
 * ones it uses (`Pick<PlatformServices, 'db' | 'mailer'>`), so its dependencies read from its
 * index.ts alone.
 */
import type { Kysely } from 'kysely';
import type { DialectName } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import type { Passwords } from './auth/passwords.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { Mailer } from './mail/mailer.ts';
import type { CardPayments } from './payments/card-payments.ts';
import type { CheckoutPayments } from './payments/checkout-payments.ts';
import type { RateLimiter } from './rate-limit/rate-limiter.ts';
import type { LinkSigner } from './signed-links/signed-links.ts';
import type { Storage } from './storage/storage.ts';

export type PlatformServices = {
  db: Kysely<Database>;
  dialect: DialectName;
  storage: Storage;
  mailer: Mailer;
  jobs: JobQueue;
  rateLimiter: RateLimiter;
  /** argon2 hashing of passwords, PINs and gallery passwords, at the app's configured cost. */
  passwords: Passwords;
  cardPayments: CardPayments;
  /** Purchases paid on the gateway's hosted checkout page (Stripe Checkout), when it has one. */
  checkoutPayments: CheckoutPayments;
  /** A signer with the server's one link key; links it signs last `lifetimeMs` (default ten minutes). */
  signerFor: (lifetimeMs?: number) => LinkSigner;
  /** The app's public address, which links in e-mails and messages start with. */
  appUrl: string;
};
