/** The receipt for a paid package: what was bought, the amount and the card's brand and last 4. */
import { renderActionMail } from '../../platform/mail/layout.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';

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
