/**
 * Paying for a package on the gateway's hosted checkout page, and what the gateway's events do
 * to the membership: paid starts it, a renewal extends it, and a refund or a failed renewal ends
 * its paid time at once (the plan then reads as expired until the member pays again).
 */
import { CHECKOUT_RETURN_PATHS, type CheckoutReply } from '@boothdeck/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { CheckoutHandlers, CheckoutPayment, CheckoutPayments } from '../../platform/payments/checkout-payments.ts';
import { type CheckoutPurchase, startCheckoutPurchase } from '../../platform/payments/checkout-purchase.ts';
import { nowIso } from '../../shared/clock.ts';
import type { PackageRow, PackagesRepository } from './packages.repository.ts';
import { priceToCents } from './price.ts';
import { expiryFor } from './validity.ts';

/** What a membership payment's purpose names: `membership:<package id>`. */
export const MEMBERSHIP_PURPOSE = 'membership';

const RECURRING: Record<string, 'month' | 'year'> = { P1M: 'month', P1Y: 'year' };

type Grant = (
  trx: Transaction<Database>,
  userId: number,
  chosen: PackageRow,
  payment: CheckoutPayment,
) => Promise<{ endedPaymentId: number | null }>;

export function membershipCheckoutHandlers(
  repository: PackagesRepository,
  grant: Grant,
  checkout: CheckoutPayments,
): CheckoutHandlers {
  /** Ends the paid time of the membership a payment bought, if it is still the current one. */
  const lapse = async (trx: Transaction<Database>, payment: CheckoutPayment) => {
    const membership = await repository.membershipOfPayment(trx, payment.id);
    if (membership && membership.ended_at === null) await repository.setMembershipExpiry(trx, membership.id, nowIso());
  };
  return {
    async paid(trx, payment) {
      const chosen = await repository.findActivePackage(Number(payment.purpose.split(':')[1]), trx);
      if (!chosen) throw new Error(`payment ${payment.id} bought a package that is no longer on sale`);
      const { endedPaymentId } = await grant(trx, payment.user_id, chosen, payment);
      // The package it replaces is not charged again.
      return () => checkout.stopRenewals(endedPaymentId);
    },
    refunded: lapse,
    renewalFailed: lapse,
    async renewed(trx, payment) {
      const membership = await repository.membershipOfPayment(trx, payment.id);
      if (!membership || membership.ended_at !== null) return;
      // From the end of the paid time, or from now when it has lapsed meanwhile.
      const from = Math.max(Date.now(), Date.parse(membership.expire_at ?? '') || 0);
      await repository.setMembershipExpiry(trx, membership.id, expiryFor(membership.validity, new Date(from)));
    },
  };
}

export function startMembershipCheckout(
  options: Pick<CheckoutPurchase, 'account' | 'checkout' | 'appUrl' | 'idempotencyKey'> & { chosen: PackageRow },
): Promise<CheckoutReply> {
  const { chosen } = options;
  return startCheckoutPurchase({
    ...options,
    purpose: `${MEMBERSHIP_PURPOSE}:${chosen.id}`,
    amountCents: priceToCents(chosen.price),
    name: chosen.name,
    recurring: RECURRING[chosen.validity ?? ''] ?? null,
    returnPaths: CHECKOUT_RETURN_PATHS.membership,
  });
}
