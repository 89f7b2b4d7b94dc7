/** The account mails: verify your address, someone signed up with your address, reset your password. */

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

/** Sent instead of a verification mail when a sign-up names an address that already has an account. */
export function signUpAttemptMail(to: string, firstName: string, signInUrl: string): MailMessage {
  return {
    to,
    subject: 'Someone tried to sign up to Boothdeck with your email address',
    ...renderActionMail({
      greeting: `Hi ${firstName},`,
      paragraphs: [
        'Someone just tried to create a Boothdeck account with this email address. It already has an account, so nothing was changed.',
        'If it was you, sign in with your password, or use "Forgot password" on the sign-in page to choose a new one.',
      ],
      actionText: 'Sign in',
      actionUrl: signInUrl,
      footer: 'If it was not you, you can ignore this email: your account is safe and nobody else can use it.',
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
