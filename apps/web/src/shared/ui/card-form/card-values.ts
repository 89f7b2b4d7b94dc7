/** The card form's fields and rules (spec §5), with the contract's checks and texts. */
import type { CardFields } from '@boothdeck/contract';
import {
  cardDigits,
  isExpiryInFuture,
  isValidCardNumber,
  isValidCvv,
  isValidExpiryMonth,
  isValidExpiryYear,
} from '@boothdeck/contract/card';
import { MESSAGES } from '@boothdeck/contract/messages';
import type { FormValidateInput } from '@mantine/form';
import { validateRequired } from '@/shared/lib/validators';

export type CardValues = CardFields;

export const EMPTY_CARD: CardValues = {
  cardNumber: '',
  cardholderName: '',
  expiryMonth: '',
  expiryYear: '',
  cvvNumber: '',
};

export const CARD_FIELD_NAMES = Object.keys(EMPTY_CARD);

const check = (isValid: boolean, message: string) => (isValid ? null : message);

export const validateCard: FormValidateInput<CardValues> = {
  cardNumber: (value) => validateRequired(value) ?? check(isValidCardNumber(value), MESSAGES.cardNumberInvalid),
  cardholderName: validateRequired,
  expiryMonth: (value) => validateRequired(value) ?? check(isValidExpiryMonth(value), MESSAGES.expiryMonthInvalid),
  expiryYear: (value, { expiryMonth }) =>
    validateRequired(value) ??
    check(isValidExpiryYear(value), MESSAGES.expiryYearInvalid) ??
    // Whether the card has expired can only be told once the month is right.
    (isValidExpiryMonth(expiryMonth) ? check(isExpiryInFuture(expiryMonth, value), MESSAGES.cardExpired) : null),
  cvvNumber: (value) => validateRequired(value) ?? check(isValidCvv(value), MESSAGES.cvvInvalid),
};

export const keepDigits = (value: string, maxLength: number) => cardDigits(value).slice(0, maxLength);

/** What is sent: the number without its spaces, the name without stray blanks. */
export function toCardFields(values: CardValues): CardFields {
  return { ...values, cardNumber: cardDigits(values.cardNumber), cardholderName: values.cardholderName.trim() };
}
