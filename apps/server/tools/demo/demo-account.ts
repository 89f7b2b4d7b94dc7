/** The demo organiser: a verified business account on a current Monthly Pro membership, paid by test card. */
import { CURRENCY } from '@boothdeck/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.ts';
import { createAccountsRepository } from '../../src/modules/accounts/accounts.repository.ts';
import { createPackagesRepository } from '../../src/modules/packages/packages.repository.ts';
import { priceToCents } from '../../src/modules/packages/price.ts';
import { expiryFor } from '../../src/modules/packages/validity.ts';
import type { Passwords } from '../../src/platform/auth/passwords.ts';
import { nowIso } from '../../src/shared/clock.ts';

export const DEMO_LOGIN = { email: 'demo@example.com', password: 'demo-pass-1' } as const;
const DEMO_PACKAGE = 'Monthly Pro';
const DEMO_ORGANISER = {
  user_type: 'business',
  first_name: 'Alex',
  last_name: 'Morgan',
  business_category: 'function-room',
  business_category_other: null,
  company_name: 'Sunny Side Photo Booths',
} as const;

/** Creates the account, or resets its password and verification; returns its id. */
export async function ensureDemoAccount(db: Kysely<Database>, passwords: Passwords): Promise<number> {
  const accounts = createAccountsRepository(db);
  const now = nowIso();
  const verified = {
    password_hash: await passwords.hash(DEMO_LOGIN.password),
    verify_status: 'active',
    email_verified_at: now,
  } as const;
  const existing = await accounts.findUserByEmail(DEMO_LOGIN.email);
  if (existing) {
    await accounts.updateUser(existing.id, verified);
    return existing.id;
  }
  const created = await accounts.insertUserUnlessEmailTaken({
    ...DEMO_ORGANISER,
    ...verified,
    email: DEMO_LOGIN.email,
    check_promotion: 0,
    trial_started_at: null,
    created_at: now,
    updated_at: now,
  });
  if (!created) throw new Error(`${DEMO_LOGIN.email} was created by another process meanwhile: run the demo again`);
  return created.id;
}

/** Starts a paid Monthly Pro membership unless one is already current. */
export async function ensureDemoMembership(db: Kysely<Database>, userId: number): Promise<void> {
  const packages = createPackagesRepository(db);
  const chosen = (await packages.activePackages()).find((entry) => entry.name === DEMO_PACKAGE);
  if (!chosen) throw new Error(`The catalogue has no '${DEMO_PACKAGE}' package`);
  const current = await packages.currentMembership(userId);
  const now = new Date();
  if (current?.our_package_id === chosen.id && (current.expire_at === null || current.expire_at > now.toISOString())) {
    return;
  }
  const amountCents = priceToCents(chosen.price);
  await packages.transaction(async (trx) => {
    const payment = await trx
      .insertInto('payments')
      .values({
        user_id: userId,
        purpose: `membership:${chosen.id}`,
        amount_cents: amountCents,
        currency: CURRENCY,
        gateway: 'test',
        status: 'succeeded',
        idempotency_key: null,
        charge_id: `ch_demo_${now.getTime().toString(36)}`,
        card_brand: 'visa',
        card_last4: '4242',
        failure_reason: null,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await packages.startMembership(
      trx,
      {
        user_id: userId,
        our_package_id: chosen.id,
        amount_cents: amountCents,
        sources: 'card',
        payment_id: payment.id,
        started_at: now.toISOString(),
        expire_at: expiryFor(chosen.validity, now),
        ended_at: null,
      },
      { isTrial: false },
    );
  });
}
