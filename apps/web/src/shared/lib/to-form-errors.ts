import { ApiError, getErrorMessage } from '@/shared/api/api-error';

export type ServerFormErrors = {
  /** First server message per field the form shows. */
  fieldErrors: Record<string, string>;
  /** What no field can show (rate limit, server error, an error on a field the form lacks). */
  formError: string | null;
};

/** Splits a failed call into messages for the form's own fields and one form-level message. */
export function toFormErrors(error: unknown, fieldNames: readonly string[]): ServerFormErrors {
  if (!(error instanceof ApiError) || error.status !== 422) {
    return { fieldErrors: {}, formError: getErrorMessage(error) };
  }
  const fieldErrors: Record<string, string> = {};
  let hasUnplacedError = false;
  for (const [field, texts] of Object.entries(error.fieldErrors)) {
    const [first] = texts;
    if (first === undefined) continue;
    if (fieldNames.includes(field)) fieldErrors[field] = first;
    else hasUnplacedError = true;
  }
  const isEmpty = Object.keys(fieldErrors).length === 0;
  return { fieldErrors, formError: hasUnplacedError || isEmpty ? error.message : null };
}
