/**
 * The rate limiter's database store. Table types, with the conventions of db/schema.ts.
 */
import type { Generated } from '../../db/column-types.ts';

/** One admitted attempt at a rate-limited action; it stops counting at expires_at. */
export type RateLimitAttemptsTable = {
  id: Generated<number>;
  /** The rule's name and what it limits (an address, an account, or both). */
  key: string;
  expires_at: string;
};

/** The tables this part owns (db/table-owners.ts), as Kysely's `Database` holds them. */
export type RateLimitTables = {
  rate_limit_attempts: RateLimitAttemptsTable;
};
