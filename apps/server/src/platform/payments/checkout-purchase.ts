/** What every purchase on the gateway's hosted checkout page shares: the refusals and the page's request. */
import { type CheckoutReply, type CheckoutReturnPaths, PAYMENT_MESSAGES } from '@boothdeck/contract';
import { AppError } from '../../shared/app-error.ts';
import type { CheckoutPayments } from './checkout-payments.ts';

export type CheckoutPurchase = {
  /** Who pays: the e-mail goes to the checkout page. */
  account: { id: number; email: string };
  checkout: CheckoutPayments;
  appUrl: string;
  idempotencyKey: string | undefined;
  /** `<handler name>:<what>`, as the checkout handlers are registered. */
  purpose: string;
  amountCents: number;
  /** What the organiser sees on the checkout page, after 'Boothdeck '. */
  name: string;
  recurring: 'month' | 'year' | null;
  returnPaths: CheckoutReturnPaths;
};

export async function startCheckoutPurchase(purchase: CheckoutPurchase): Promise<CheckoutReply> {
  const { account, checkout, appUrl, returnPaths } = purchase;
  // Without a hosted checkout the card form is used; something free needs no checkout at all.
  if (!checkout.available || purchase.amountCents === 0) {
    throw new AppError('conflict', PAYMENT_MESSAGES.checkoutUnavailable);
  }
  const { url } = await checkout.start({
    userId: account.id,
    purpose: purchase.purpose,
    amountCents: purchase.amountCents,
    description: `Boothdeck ${purchase.name}`,
    recurring: purchase.recurring,
    customerEmail: account.email,
    successUrl: `${appUrl}${returnPaths.success}?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${appUrl}${returnPaths.cancelled}`,
    idempotencyKey: purchase.idempotencyKey,
  });
  return { checkout_url: url };
}
