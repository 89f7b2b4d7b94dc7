import { ApiError } from '@/shared/api/api-error';
import { type ServerFormErrors, toFormErrors } from '@/shared/lib/to-form-errors';
import { CARD_FIELD_NAMES } from './card-values';

/**
 * A failed payment as the card form shows it. A declined card (402) shows its reason once, above
 * the form, and marks the field it names as invalid without repeating the text; other failures
 * follow the usual 422 handling.
 */
/** `true` marks a field invalid without a text of its own. */
export type CardFormErrors = Omit<ServerFormErrors, 'fieldErrors'> & { fieldErrors: Record<string, string | true> };

export function toCardFormErrors(error: unknown): CardFormErrors {
  if (!(error instanceof ApiError) || error.status !== 402) return toFormErrors(error, CARD_FIELD_NAMES);
  const fieldErrors: Record<string, string | true> = {};
  for (const [field, [first]] of Object.entries(error.fieldErrors)) {
    if (first === undefined || !CARD_FIELD_NAMES.includes(field)) continue;
    fieldErrors[field] = first === error.message ? true : first;
  }
  return { fieldErrors, formError: error.message };
}
