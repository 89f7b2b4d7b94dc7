/** The e-mail an organiser gets when one of their booths needs attention. */
import { FLEET_MESSAGES } from '@boothdeck/contract';
import { renderActionMail } from '../../platform/mail/layout.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';
import type { BoothAlertRow } from './booth-alerts.repository.ts';

export const boothNameOf = (alert: Pick<BoothAlertRow, 'device_name' | 'booth_session_id'>) =>
  alert.device_name ?? `Booth ${alert.booth_session_id}`;

export function boothAlertMail(
  organiser: { email: string; first_name: string },
  eventName: string,
  alert: BoothAlertRow,
  panelUrl: string,
): MailMessage {
  const booth = boothNameOf(alert);
  return {
    to: organiser.email,
    subject: `${booth} at ${eventName} needs attention`,
    ...renderActionMail({
      greeting: `Hi ${organiser.first_name},`,
      paragraphs: [
        `${booth} at ${eventName} ${FLEET_MESSAGES.alerts[alert.kind as keyof typeof FLEET_MESSAGES.alerts]}`,
        'The Booths panel shows every booth of the event and lets you pause, reload or sign out each one.',
      ],
      actionText: 'Open the Booths panel',
      actionUrl: panelUrl,
      footer: 'You get at most one of these e-mails per booth in an hour.',
    }),
  };
}
