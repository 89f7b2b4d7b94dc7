/** The notice an account gets whenever its password is changed from the account pages. */
import { renderActionMail } from '../../platform/mail/layout.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';

export function passwordChangedMail(to: string, firstName: string, forgotUrl: string): MailMessage {
  return {
    to,
    subject: 'Your Boothdeck password was changed',
    ...renderActionMail({
      greeting: `Hi ${firstName},`,
      paragraphs: [
        'The password of your Boothdeck account was just changed. Every other device signed in to the account has been signed out.',
        'If it was not you, choose a new password at once with the link below.',
      ],
      actionText: 'Reset password',
      actionUrl: forgotUrl,
      footer: 'If you changed it yourself, there is nothing more to do.',
    }),
  };
}
