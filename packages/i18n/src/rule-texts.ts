/**
 * The contract's rule messages, said in the guest's language: one table for the kiosk and the
 * guest pages. The contract stays the one definition of what is valid (a form checks with its
 * schemas, the server refuses with the same texts); this table only names, for each rule a guest
 * can meet, the catalogue text that says it. A text it does not know is shown as it came.
 *
 * It reads the contract's messages beside their schemas (zod): import it only where the schemas
 * are loaded anyway (a form), never on a page's first load.
 */
import { LEAD_FORM_MESSAGES, SHARING_MESSAGES } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { VOUCHER_MESSAGES } from '@boothdeck/contract/voucher-texts';
import type { CatalogueKey } from './catalogues/en.ts';
import type { GuestText } from './guest-text.ts';

const RULE_TEXTS: Record<string, CatalogueKey> = {
  [LEAD_FORM_MESSAGES.invalid]: 'common.rule.answer.invalid',
  [LEAD_FORM_MESSAGES.unknown]: 'common.rule.answer.unknown',
  [LEAD_FORM_MESSAGES.required]: 'common.rule.answer.required',
  [LEAD_FORM_MESSAGES.email]: 'common.rule.answer.email',
  [LEAD_FORM_MESSAGES.phone]: 'common.rule.answer.phone',
  [LEAD_FORM_MESSAGES.number]: 'common.rule.answer.number',
  [LEAD_FORM_MESSAGES.choice]: 'common.rule.answer.choice',
  [LEAD_FORM_MESSAGES.text]: 'common.rule.answer.text',
  [LEAD_FORM_MESSAGES.tooLong]: 'common.rule.answer.tooLong',
  [MESSAGES.required]: 'common.rule.contact.required',
  [MESSAGES.invalidEmail]: 'common.rule.contact.invalidEmail',
  [SHARING_MESSAGES.invalidPhone]: 'common.rule.contact.invalidPhone',
  [VOUCHER_MESSAGES.offerExpired]: 'common.rule.offer.expired',
  [VOUCHER_MESSAGES.offerUsedUp]: 'common.rule.offer.usedUp',
  [VOUCHER_MESSAGES.offersOff]: 'common.rule.offer.off',
  [SHARING_MESSAGES.switchedOff]: 'common.rule.share.switchedOff',
  [SHARING_MESSAGES.smsCountryNotAllowed]: 'common.rule.share.smsCountry',
  [SHARING_MESSAGES.smsNumberUnreadable]: 'common.rule.share.smsNumberUnreadable',
  [SHARING_MESSAGES.smsDailyCapReached]: 'common.rule.share.smsDailyCap',
  [MESSAGES.tooManyRequests]: 'common.rule.tooManyRequests',
};

/** The contract's `message` in the guest's language when the rule is known, else as it is. */
export function ruleText(message: string, { t }: Pick<GuestText, 't'>): string {
  const key = RULE_TEXTS[message];
  return key ? t(key) : message;
}
