/**
 * The contract's refusal texts, said in the guest's language. The contract stays the one
 * definition of what is valid (the kiosk checks with its schemas, the server refuses with the
 * same texts); this table only names, for each rule a guest can meet, the catalogue text that
 * says it. A text it does not know is shown as it came.
 */
import { LEAD_FORM_MESSAGES, MESSAGES, SHARING_MESSAGES, VOUCHER_MESSAGES } from '@boothdeck/contract';
import type { CatalogueKey, GuestText } from '@boothdeck/i18n';

const RULE_TEXTS: Record<string, CatalogueKey> = {
  [LEAD_FORM_MESSAGES.invalid]: 'kiosk.answer.invalid',
  [LEAD_FORM_MESSAGES.unknown]: 'kiosk.answer.unknown',
  [LEAD_FORM_MESSAGES.required]: 'kiosk.answer.required',
  [LEAD_FORM_MESSAGES.email]: 'kiosk.answer.email',
  [LEAD_FORM_MESSAGES.phone]: 'kiosk.answer.phone',
  [LEAD_FORM_MESSAGES.number]: 'kiosk.answer.number',
  [LEAD_FORM_MESSAGES.choice]: 'kiosk.answer.choice',
  [LEAD_FORM_MESSAGES.text]: 'kiosk.answer.text',
  [LEAD_FORM_MESSAGES.tooLong]: 'kiosk.answer.tooLong',
  [MESSAGES.required]: 'kiosk.contact.required',
  [MESSAGES.invalidEmail]: 'kiosk.contact.invalidEmail',
  [SHARING_MESSAGES.invalidPhone]: 'kiosk.contact.invalidPhone',
  [VOUCHER_MESSAGES.offerExpired]: 'kiosk.offer.expired',
  [VOUCHER_MESSAGES.offerUsedUp]: 'kiosk.offer.usedUp',
  [VOUCHER_MESSAGES.offersOff]: 'kiosk.offer.off',
};

/** The contract's `message` in the guest's language when the rule is known, else as it is. */
export function ruleText(message: string, { t }: Pick<GuestText, 't'>): string {
  const key = RULE_TEXTS[message];
  return key ? t(key) : message;
}
