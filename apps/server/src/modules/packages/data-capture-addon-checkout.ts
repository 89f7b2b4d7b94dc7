/**
 * What the gateway's events do to a Data Capture add-on bought on its checkout page: paid switches
 * it on for the membership it was bought for, a whole refund switches it off again. It is paid
 * once, so there are no renewals.
 */
import type { CheckoutHandlers } from '../../platform/payments/checkout-payments.ts';
import { nowIso } from '../../shared/clock.ts';
import type { PackagesRepository } from './packages.repository.ts';

/** The handler name of add-on purchases: their purposes read `addon:data_capture:<membership id>`. */
export const ADDON_PURPOSE = 'addon';

export const dataCaptureAddonPurpose = (membershipId: number) => `${ADDON_PURPOSE}:data_capture:${membershipId}`;

export function dataCaptureAddonCheckoutHandlers(repository: PackagesRepository): CheckoutHandlers {
  const nothing = async () => {};
  return {
    async paid(trx, payment) {
      const membershipId = Number(payment.purpose.split(':')[2]);
      await repository.addDataCaptureAddon(trx, { membershipId, paymentId: payment.id, createdAt: nowIso() });
      return undefined;
    },
    refunded: (trx, payment) => repository.removeAddonOfPayment(trx, payment.id),
    renewalFailed: nothing,
    renewed: nothing,
  };
}
