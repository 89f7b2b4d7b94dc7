/**
 * The message that sends a guest their voucher: the offer's name, its expiry in the event's own
 * time, and the voucher page's link. Made from the voucher's row only; nothing a guest typed.
 */
import { renderActionMail } from '../../platform/mail/layout.ts';
import type { ComposedMessage } from '../deliveries/index.ts';

export type VoucherMessageParts = {
  offerName: string;
  eventName: string;
  /** The expiry as a wall time in the event's zone. */
  expiresLocal: string;
  link: string;
};

export function voucherMessage(channel: string, to: string, parts: VoucherMessageParts): ComposedMessage {
  const validUntil = `Valid until ${parts.expiresLocal}.`;
  if (channel === 'sms') {
    return {
      sms: { to, text: `Your voucher from ${parts.eventName}: ${parts.offerName}. ${validUntil} ${parts.link}` },
    };
  }
  const { text, html } = renderActionMail({
    greeting: 'Hi there,',
    paragraphs: [
      `Here is your voucher from ${parts.eventName}: ${parts.offerName}.`,
      `${validUntil} Show the voucher page to a member of staff to claim it.`,
    ],
    actionText: 'Open my voucher',
    actionUrl: parts.link,
    footer: `Sent by ${parts.eventName} through Boothdeck.`,
  });
  return { mail: { to, subject: `Your voucher: ${parts.offerName}`, text, html, fromName: parts.eventName } };
}
