/** The receipt for a paid package: what was bought, the amount and the card's brand and last 4. */
import { renderActionMail } from '../../platform/mail/layout.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import type { PaymentRecord } from '../../platform/payments/card-payments.ts';

export type Receipt = {
  to: string;
  firstName: string;
  packageName: string;
  amount: string;
  cardBrand: string;
  cardLast4: string;
  chargeId: string;
  dashboardUrl: string;
};

export function membershipReceiptMail(receipt: Receipt): MailMessage {
  return {
    to: receipt.to,
    subject: `Your Boothdeck receipt: ${receipt.packageName}`,
    ...renderActionMail({
      greeting: `Hi ${receipt.firstName},`,
      paragraphs: [
        `Thank you! We have received your payment of ${receipt.amount} for ${receipt.packageName}.`,
        `Paid with ${receipt.cardBrand} ending in ${receipt.cardLast4}. Reference: ${receipt.chargeId}.`,
      ],
      actionText: 'Open your dashboard',
      actionUrl: receipt.dashboardUrl,
      footer: 'Keep this email for your records.',
    }),
  };
}

/** The receipt for what a recorded card payment bought (a package or an add-on). */
export function receiptMailFor(
  account: { email: string; first_name: string },
  bought: string,
  payment: PaymentRecord,
  appUrl: string,
): MailMessage {
  return membershipReceiptMail({
    to: account.email,
    firstName: account.first_name,
    packageName: bought,
    amount: `$${(payment.amount_cents / 100).toFixed(2)} ${payment.currency}`,
    cardBrand: payment.card_brand ?? 'card',
    cardLast4: payment.card_last4 ?? '',
    chargeId: payment.charge_id ?? '',
    dashboardUrl: `${appUrl}/dashboard`,
  });
}
