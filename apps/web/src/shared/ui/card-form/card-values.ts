/** The card form's fields, checked by the contract's own card rules and texts. */
import { type CardFields, cardFieldsSchema } from '@boothdeck/contract';
import { cardDigits } from '@boothdeck/contract/card';
import { schemaResolver } from '@mantine/form';

export type CardValues = CardFields;

export const EMPTY_CARD: CardValues = {
  cardNumber: '',
  cardholderName: '',
  expiryMonth: '',
  expiryYear: '',
  cvvNumber: '',
};

export const CARD_FIELD_NAMES = Object.keys(EMPTY_CARD);

/** Missing, too long or not valid, one text a field; an expired card on the year. */
export const validateCard = schemaResolver(cardFieldsSchema, { sync: true });

export const keepDigits = (value: string, maxLength: number) => cardDigits(value).slice(0, maxLength);

/** What is sent: the number without its spaces, the name without stray blanks. */
export function toCardFields(values: CardValues): CardFields {
  return { ...values, cardNumber: cardDigits(values.cardNumber), cardholderName: values.cardholderName.trim() };
}
