/** The two account mails: verify your address, and reset your password. */

import { renderActionMail } from '../../platform/mail/layout.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';

export function verificationMail(to: string, firstName: string, link: string): MailMessage {
  return {
    to,
    subject: 'Verify your Boothdeck email address',
    ...renderActionMail({
      greeting: `Hi ${firstName},`,
      paragraphs: ['Thanks for signing up to Boothdeck. Please confirm that this is your email address.'],
      actionText: 'Verify email',
      actionUrl: link,
      footer: 'This link expires in 24 hours. If you did not create an account, you can ignore this email.',
    }),
  };
}

export function passwordResetMail(to: string, firstName: string, link: string): MailMessage {
  return {
    to,
    subject: 'Reset your Boothdeck password',
    ...renderActionMail({
      greeting: `Hi ${firstName},`,
      paragraphs: ['We received a request to reset the password of your Boothdeck account.'],
      actionText: 'Reset password',
      actionUrl: link,
      footer: 'This link expires in 60 minutes. If you did not ask for a reset, you can ignore this email.',
    }),
  };
}
