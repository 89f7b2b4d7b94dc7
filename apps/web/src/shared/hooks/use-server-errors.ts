import type { FormErrors } from '@mantine/form';
import { useCallback, useState } from 'react';
import { toFormErrors } from '@/shared/lib/to-form-errors';

type ServerErrorTarget = {
  getValues: () => object;
  setErrors: (errors: FormErrors) => void;
};

/** The server's field names and the form fields that show their errors, when they differ. */
type ServerFieldMap = Readonly<Record<string, string>>;

/** Shows a failed call's field errors on the form's inputs and keeps the rest as a form-level message. */
export function useServerErrors(form: ServerErrorTarget, fieldMap?: ServerFieldMap) {
  const [formError, setFormError] = useState<string | null>(null);
  const { getValues, setErrors } = form;

  const showServerErrors = useCallback(
    (error: unknown) => {
      const fieldNames = Object.keys(fieldMap ?? getValues());
      const { fieldErrors, formError: message } = toFormErrors(error, fieldNames);
      setErrors(
        fieldMap
          ? Object.fromEntries(Object.entries(fieldErrors).map(([key, text]) => [fieldMap[key] ?? key, text]))
          : fieldErrors,
      );
      setFormError(message);
    },
    [getValues, setErrors, fieldMap],
  );
  const clearFormError = useCallback(() => setFormError(null), []);

  return { formError, showServerErrors, clearFormError, showFormError: setFormError };
}
