/**
 * The two messages a guest's data request sends to the address they gave: the code that proves
 * it is theirs, and the receipt of an erasure. Both go straight to the mailer or SMS provider,
 * not through the deliveries ledger, whose rows keep their recipient: a data request must leave
 * no row holding the address. A code lost on the way is asked for again from the page the guest
 * is on; a receipt lost on the way is on that page too.
 *
 * Both are in the guest's language (the page's, when the event offers it, else the event's
 * default), dates on the event's clock; the link back to the page names the language when it is
 * not the default, so the page opens in it.
 */
import { DATA_CODE_MINUTES, type DataHoldings, yourDataPath } from '@boothdeck/contract';
import type { GuestText } from '@boothdeck/i18n/server';
import { guestMailLanguage, renderActionMail } from '../../platform/mail/layout.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { SmsSender } from '../../platform/sms/sms-sender.ts';

export type GuestMessenger = ReturnType<typeof createGuestMessenger>;

type Dependencies = { mailer: Pick<Mailer, 'send'>; sms: SmsSender; appUrl: string };

type Recipient = { channel: 'email' | 'sms'; contact: string };

/** The event a message is about, and the guest's language for it. */
export type MessageEvent = {
  uuid: string;
  name: string;
  text: GuestText;
  /** Whether the language is the event's default: the page's link then names none. */
  isDefault: boolean;
};

const erasedListOf = ({ t }: GuestText, erased: DataHoldings) =>
  t('mail.data.erasedList', {
    leads: t('guest.data.leads', { count: erased.leads }),
    consents: t('guest.data.consents', { count: erased.consents }),
    shares: t('guest.data.shares', { count: erased.shares }),
    captures: t('guest.data.captures', { count: erased.captures }),
  });

export function createGuestMessenger({ mailer, sms, appUrl }: Dependencies) {
  const pageOf = (event: MessageEvent) =>
    `${appUrl}${yourDataPath(event.uuid, event.isDefault ? undefined : event.text.language)}`;

  async function send(to: Recipient, event: MessageEvent, mail: { subject: string; lines: string[] }) {
    const [greeting = '', ...paragraphs] = mail.lines;
    if (to.channel === 'sms') {
      await sms.send({ to: to.contact, text: mail.lines.join(' ') });
      return;
    }
    const { t } = event.text;
    const page = pageOf(event);
    const body = renderActionMail({
      greeting,
      paragraphs,
      actionText: t('guest.data.title'),
      actionUrl: page,
      footer: t('mail.data.footer'),
      language: guestMailLanguage(event.text, page),
    });
    await mailer.send({ to: to.contact, subject: mail.subject, ...body });
  }

  return {
    sendCode(to: Recipient, event: MessageEvent, code: string) {
      const { t } = event.text;
      return send(to, event, {
        subject: t('mail.data.codeSubject', { event: event.name }),
        lines: [
          t('mail.data.code', { code }),
          t('mail.data.codeUse', { event: event.name, minutes: DATA_CODE_MINUTES }),
          t('mail.data.codeIgnore'),
        ],
      });
    },

    sendReceipt(
      to: Recipient,
      event: MessageEvent,
      receipt: { receiptNo: string; erasedAt: string; erased: DataHoldings },
    ) {
      const { t, dateTime } = event.text;
      return send(to, event, {
        subject: t('mail.data.receiptSubject', { event: event.name }),
        lines: [
          t('mail.data.receipt', {
            receipt: receipt.receiptNo,
            event: event.name,
            erasedAt: dateTime(receipt.erasedAt),
          }),
          erasedListOf(event.text, receipt.erased),
          t('mail.data.organiserSees'),
        ],
      });
    },
  };
}
