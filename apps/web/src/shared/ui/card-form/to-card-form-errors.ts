import { ApiError } from '@/shared/api/api-error';
import { type ServerFormErrors, toFormErrors } from '@/shared/lib/to-form-errors';
import { CARD_FIELD_NAMES } from './card-values';

/**
 * A failed payment as the card form shows it. A declined card (402) shows its reason both above
 * the form and on the field it names; other failures follow the usual 422 handling.
 */
export function toCardFormErrors(error: unknown): ServerFormErrors {
  if (!(error instanceof ApiError) || error.status !== 402) return toFormErrors(error, CARD_FIELD_NAMES);
  const fieldErrors: Record<string, string> = {};
  for (const [field, [first]] of Object.entries(error.fieldErrors)) {
    if (first !== undefined && CARD_FIELD_NAMES.includes(field)) fieldErrors[field] = first;
  }
  return { fieldErrors, formError: error.message };
}
