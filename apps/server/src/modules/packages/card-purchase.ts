/** What every card purchase of the catalogue shares: the card checks, the reply and the receipt's amount. */
import { type CardInfo, CURRENCY, cardFieldsSchema, type MembershipReply, type User } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import type { PaymentRecord } from '../../platform/payments/card-payments.ts';
import type { CardDetails } from '../../platform/payments/payment-gateway.ts';
import { AppError } from '../../shared/app-error.ts';
import { issuesToFieldErrors } from '../../shared/field-errors.ts';
import { centsToDollars } from './price.ts';

/** What a purchase that costs nothing leaves behind: no charge. */
export const FREE_CARD_INFO: CardInfo = { charge_id: null, brand: null, last4: null, amount: 0, currency: CURRENCY };

/** The card form's fields checked as the page checks them (422 naming each field), as the gateway takes them. */
export function cardDetailsOf(body: unknown): CardDetails {
  const card = cardFieldsSchema.safeParse(body);
  if (!card.success) {
    const errors = issuesToFieldErrors(card.error.issues);
    throw new AppError('validation', Object.values(errors)[0]?.[0] ?? MESSAGES.invalidPayload, errors);
  }
  return {
    number: card.data.cardNumber,
    holderName: card.data.cardholderName,
    expiryMonth: card.data.expiryMonth,
    expiryYear: card.data.expiryYear,
    cvv: card.data.cvvNumber,
  };
}

/** `{card_info, user}`: what the charge left behind (never the number or CVV) and the user as it is now. */
export function paidReply(payment: PaymentRecord, user: User): MembershipReply {
  return {
    card_info: {
      charge_id: payment.charge_id,
      brand: payment.card_brand,
      last4: payment.card_last4,
      amount: centsToDollars(payment.amount_cents),
      currency: payment.currency,
    },
    user,
  };
}

/** The caller's own account only: the page sends its id and e-mail along. */
export function requireOwnAccount(
  account: { id: number; email: string },
  body: { user_id: number; user_email: string },
) {
  if (body.user_id !== account.id || body.user_email.trim().toLowerCase() !== account.email) {
    throw new AppError('forbidden', MESSAGES.notYourAccount);
  }
}
