/**
 * The costs production runs with. Test apps hash with a cheap argon2 cost and, where a test counts
 * to a limit, may replace a rule with a smaller one (build options, see test-app.ts); these tests
 * pin what production uses instead: the hash parameters and every limit docs/security.md and
 * docs/sharing.md list.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PASSWORD_HASH_COST } from './platform/auth/passwords.ts';
import type { RateLimitRule } from './platform/rate-limit/rate-limiter.ts';
import { PASSWORD, registerUser } from './test/accounts-client.ts';
import { createTestApp, TEST_DIALECTS } from './test/test-app.ts';

describe.each(TEST_DIALECTS)('passwords at the production cost on %s', (dialect) => {
  it('stores a new account’s password as argon2id with 19 MiB, t=2, p=1', async () => {
    const t = await createTestApp(dialect, {}, { passwordHashCost: PASSWORD_HASH_COST });
    try {
      await registerUser(t.app, 'hash@example.com');
      const row = await t.app.platform.database.db
        .selectFrom('users')
        .select('password_hash')
        .where('email', '=', 'hash@example.com')
        .executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
      expect(row.password_hash).not.toContain(PASSWORD);
    } finally {
      await t.close();
    }
  });
});

const MINUTE = 60_000;
const QUARTER_HOUR = 15 * MINUTE;
const HOUR = 60 * MINUTE;

/** Each rule's count and window, by its name. */
const limitsOf = (rules: RateLimitRule[]) =>
  Object.fromEntries(rules.map(({ name, limit, windowMs }) => [name, { limit, windowMs }]));

const MODULES = path.join(import.meta.dirname, 'modules');

/** Every module's rate-limit rules, as its index.ts exports them (`RATE_LIMIT_RULES`). */
const EVERY_RULE: RateLimitRule[] = [];
for (const name of fs.readdirSync(MODULES)) {
  if (!fs.existsSync(path.join(MODULES, name, 'index.ts'))) continue;
  const module: { RATE_LIMIT_RULES?: readonly RateLimitRule[] } = await import(`./modules/${name}/index.ts`);
  EVERY_RULE.push(...(module.RATE_LIMIT_RULES ?? []));
}

describe('rate limits in production', () => {
  it('fail open while Redis is away only where the documentation says: reads and counted social shares', () => {
    const failingOpen = EVERY_RULE.filter((rule) => rule.ifStoreUnreachable === 'fail-open').map((rule) => rule.name);
    expect(failingOpen.sort()).toEqual(['share-social-visitor', 'voucher-page-ip']);
  });

  it('are the ones the documentation lists', () => {
    const every = EVERY_RULE;
    // Each rule has a name of its own: the store keys its counts by it.
    expect(new Set(every.map((rule) => rule.name)).size).toBe(every.length);
    expect(limitsOf(every)).toEqual({
      'login-account-ip': { limit: 10, windowMs: QUARTER_HOUR },
      'login-ip': { limit: 50, windowMs: QUARTER_HOUR },
      'login-account': { limit: 100, windowMs: HOUR },
      'login-known-address': { limit: 1_000_000, windowMs: 30 * 24 * HOUR },
      'register-ip': { limit: 10, windowMs: HOUR },
      'register-email': { limit: 3, windowMs: HOUR },
      'forgot-ip': { limit: 10, windowMs: QUARTER_HOUR },
      'forgot-account': { limit: 3, windowMs: QUARTER_HOUR },
      'resend-ip': { limit: 10, windowMs: QUARTER_HOUR },
      'resend-account': { limit: 3, windowMs: QUARTER_HOUR },
      'verify-ip': { limit: 20, windowMs: QUARTER_HOUR },
      'verify-account': { limit: 5, windowMs: QUARTER_HOUR },
      'booth-event-ip': { limit: 10, windowMs: QUARTER_HOUR },
      'booth-ip': { limit: 50, windowMs: QUARTER_HOUR },
      'booth-event': { limit: 30, windowMs: QUARTER_HOUR },
      'voucher-claim': { limit: 20, windowMs: QUARTER_HOUR },
      'voucher-claim-ip': { limit: 50, windowMs: QUARTER_HOUR },
      'voucher-claim-event': { limit: 30, windowMs: QUARTER_HOUR },
      'voucher-page-ip': { limit: 300, windowMs: QUARTER_HOUR },
      'booth-exit-pin-session': { limit: 10, windowMs: QUARTER_HOUR },
      'booth-exit-pin-event': { limit: 30, windowMs: QUARTER_HOUR },
      'old-password-account': { limit: 5, windowMs: QUARTER_HOUR },
      'gallery-password-visitor': { limit: 10, windowMs: QUARTER_HOUR },
      'gallery-password-gallery': { limit: 20, windowMs: QUARTER_HOUR },
      'gallery-password-ip': { limit: 50, windowMs: QUARTER_HOUR },
      'gallery-password-puzzle-failures': { limit: 300, windowMs: QUARTER_HOUR },
      'gallery-password-puzzle-spent': { limit: 1, windowMs: 10 * MINUTE },
      'share-message-visitor': { limit: 20, windowMs: MINUTE },
      'share-message-visitor-hour': { limit: 300, windowMs: HOUR },
      'share-message-gallery': { limit: 30, windowMs: MINUTE },
      'share-message-recipient': { limit: 3, windowMs: HOUR },
      'share-social-visitor': { limit: 60, windowMs: MINUTE },
      'webhook-test-account': { limit: 10, windowMs: 10 * MINUTE },
      'team-invitation-account': { limit: 20, windowMs: HOUR },
      // Per caller, failures only: requests not confirmed with their code, and wrong codes.
      'data-request-ip': { limit: 10, windowMs: HOUR },
      'data-request-contact': { limit: 3, windowMs: HOUR },
      'data-confirm-ip': { limit: 20, windowMs: QUARTER_HOUR },
    });
  });
});
