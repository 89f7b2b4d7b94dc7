/**
 * The two messages a guest's data request sends to the address they gave: the code that proves
 * it is theirs, and the receipt of an erasure. Both go straight to the mailer or SMS provider,
 * not through the deliveries ledger, whose rows keep their recipient: a data request must leave
 * no row holding the address. A code lost on the way is asked for again from the page the guest
 * is on; a receipt lost on the way is on that page too.
 *
 * Guest-facing texts, written once here (the languages work gives them catalogue keys).
 */
import { type DataHoldings, yourDataPath } from '@boothdeck/contract';
import { renderActionMail } from '../../platform/mail/layout.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { SmsSender } from '../../platform/sms/sms-sender.ts';

export type GuestMessenger = ReturnType<typeof createGuestMessenger>;

type Dependencies = { mailer: Pick<Mailer, 'send'>; sms: SmsSender; appUrl: string };

const listOf = (erased: DataHoldings) =>
  [
    `${erased.leads} contact record(s)`,
    `${erased.consents} consent record(s)`,
    `${erased.shares} message(s)`,
    `${erased.captures} photo(s) or clip(s)`,
  ].join(', ');

export function createGuestMessenger({ mailer, sms, appUrl }: Dependencies) {
  const pageOf = (eventUuid: string) => `${appUrl}${yourDataPath(eventUuid)}`;

  async function send(
    to: { channel: 'email' | 'sms'; contact: string },
    mail: { subject: string; greeting: string; paragraphs: string[] },
    eventUuid: string,
  ) {
    if (to.channel === 'sms') {
      await sms.send({ to: to.contact, text: [mail.greeting, ...mail.paragraphs].join(' ') });
      return;
    }
    const body = renderActionMail({
      greeting: mail.greeting,
      paragraphs: mail.paragraphs,
      actionText: 'Your data',
      actionUrl: pageOf(eventUuid),
      footer: 'You get this message because someone asked for the data an event holds under this address.',
    });
    await mailer.send({ to: to.contact, subject: mail.subject, ...body });
  }

  return {
    sendCode(to: { channel: 'email' | 'sms'; contact: string }, event: { uuid: string; name: string }, code: string) {
      return send(
        to,
        {
          subject: `Your code for ${event.name}`,
          greeting: `Your code is ${code}.`,
          paragraphs: [
            `Type it on the page where you asked to see or erase what ${event.name} holds about you. It works for 15 minutes.`,
            'If you did not ask, you can ignore this message: nothing happens without the code.',
          ],
        },
        event.uuid,
      );
    },

    sendReceipt(
      to: { channel: 'email' | 'sms'; contact: string },
      event: { uuid: string; name: string },
      receipt: { receiptNo: string; erasedAt: string; erased: DataHoldings },
    ) {
      return send(
        to,
        {
          subject: `Your data was erased from ${event.name}`,
          greeting: `Receipt ${receipt.receiptNo}: your data was erased from ${event.name} at ${receipt.erasedAt}.`,
          paragraphs: [
            `Erased: ${listOf(receipt.erased)}.`,
            'The organiser sees that an erasure happened and when, not what it was.',
          ],
        },
        event.uuid,
      );
    },
  };
}
