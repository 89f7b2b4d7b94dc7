/**
 * Card checks shared by the card form and the server: digits only, Luhn, a future expiry.
 * Kept free of zod so the web form can use them without the schema library.
 */
export const CARD_NUMBER_MAX_LENGTH = 19;
export const CARD_NUMBER_MIN_DIGITS = 12;
export const CARD_EXPIRY_DIGITS = 2;
export const CVV_MIN_LENGTH = 3;
export const CVV_MAX_LENGTH = 6;
export const CARDHOLDER_NAME_MAX_LENGTH = 100;

export const cardDigits = (value: string): string => value.replace(/\D/g, '');

/** "4242424242424242" → "4242 4242 4242 4242", cut to the form's 19 characters. */
export function formatCardNumber(value: string): string {
  const groups = cardDigits(value).match(/.{1,4}/g) ?? [];
  return groups.join(' ').slice(0, CARD_NUMBER_MAX_LENGTH);
}

export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function isValidCardNumber(value: string): boolean {
  const digits = cardDigits(value);
  return (
    /^[\d\s-]+$/.test(value) &&
    digits.length >= CARD_NUMBER_MIN_DIGITS &&
    digits.length <= CARD_NUMBER_MAX_LENGTH &&
    passesLuhn(digits)
  );
}

export const isValidExpiryMonth = (month: string): boolean =>
  /^\d{2}$/.test(month) && Number(month) >= 1 && Number(month) <= 12;

export const isValidExpiryYear = (year: string): boolean => /^\d{2}$/.test(year);

/** A card is good through the last day of its expiry month. */
export function isExpiryInFuture(month: string, year: string, now: Date = new Date()): boolean {
  if (!isValidExpiryMonth(month) || !isValidExpiryYear(year)) return false;
  const fullYear = 2000 + Number(year);
  const currentYear = now.getUTCFullYear();
  const currentMonth = now.getUTCMonth() + 1;
  return fullYear > currentYear || (fullYear === currentYear && Number(month) >= currentMonth);
}

export const isValidCvv = (cvv: string): boolean => new RegExp(`^\\d{${CVV_MIN_LENGTH},${CVV_MAX_LENGTH}}$`).test(cvv);

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

export function cardBrand(value: string): CardBrand {
  const digits = cardDigits(value);
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^6(011|5)/.test(digits)) return 'discover';
  return 'unknown';
}
