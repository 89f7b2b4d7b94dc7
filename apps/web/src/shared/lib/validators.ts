/** Form rules with the spec's own texts; each returns the error to show, or null. */
import { EMAIL_PATTERN, PASSWORD_MIN_LENGTH } from '@boothdeck/contract/constants';
import { MESSAGES } from '@boothdeck/contract/messages';

export function validateRequired(value: string): string | null {
  return value.trim() ? null : MESSAGES.required;
}

export function validateEmail(value: string): string | null {
  const email = value.trim();
  if (!email) return MESSAGES.required;
  return EMAIL_PATTERN.test(email) ? null : MESSAGES.invalidEmail;
}

export function validatePassword(value: string): string | null {
  if (!value) return MESSAGES.required;
  return value.length >= PASSWORD_MIN_LENGTH ? null : MESSAGES.passwordMin;
}

export function validatePasswordConfirmation(value: string, password: string): string | null {
  return value === password ? null : MESSAGES.passwordsDoNotMatch;
}
