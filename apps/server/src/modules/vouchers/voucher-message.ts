/**
 * The message that sends a guest their voucher: the offer's name, its expiry on the event's clock,
 * and the voucher page's link, in the guest's language, with the way to their data page at its
 * foot. Made from the voucher's row only; nothing a guest typed.
 */
import type { GuestText } from '@boothdeck/i18n/server';
import { guestMailLanguage, renderActionMail } from '../../platform/mail/layout.ts';
import type { ComposedMessage } from '../deliveries/index.ts';

export type VoucherMessageParts = {
  offerName: string;
  eventName: string;
  /** The expiry instant: written in the guest's language on the event's clock. */
  expiresAt: string;
  link: string;
  /** The guest's data page, in the message's language. */
  yourDataLink: string;
};

export function voucherMessage(
  channel: string,
  to: string,
  guestText: GuestText,
  parts: VoucherMessageParts,
): ComposedMessage {
  const { t, dateTime } = guestText;
  const names = { event: parts.eventName, offer: parts.offerName };
  const expires = dateTime(parts.expiresAt, 'date-time');
  if (channel === 'sms') {
    return { sms: { to, text: t('mail.voucher.sms', { ...names, expires, link: parts.link }) } };
  }
  const { text, html } = renderActionMail({
    greeting: t('mail.greeting'),
    paragraphs: [
      t('mail.voucher.intro', names),
      `${t('mail.voucher.validUntil', { expires })} ${t('mail.voucher.claim')}`,
    ],
    actionText: t('mail.voucher.button'),
    actionUrl: parts.link,
    footer: t('mail.voucher.footer', names),
    language: guestMailLanguage(guestText, parts.link),
    dataLink: { text: t('mail.yourData'), url: parts.yourDataLink },
  });
  return { mail: { to, subject: t('mail.voucher.subject', names), text, html, fromName: parts.eventName } };
}
