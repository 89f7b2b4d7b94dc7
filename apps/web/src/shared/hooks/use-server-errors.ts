import type { FormErrors } from '@mantine/form';
import { useCallback, useState } from 'react';
import { toFormErrors } from '@/shared/lib/to-form-errors';

type ServerErrorTarget = {
  getValues: () => object;
  setErrors: (errors: FormErrors) => void;
};

/** Shows a failed call's field errors on the form's inputs and keeps the rest as a form-level message. */
export function useServerErrors(form: ServerErrorTarget) {
  const [formError, setFormError] = useState<string | null>(null);
  const { getValues, setErrors } = form;

  const showServerErrors = useCallback(
    (error: unknown) => {
      const { fieldErrors, formError: message } = toFormErrors(error, Object.keys(getValues()));
      setErrors(fieldErrors);
      setFormError(message);
    },
    [getValues, setErrors],
  );
  const clearFormError = useCallback(() => setFormError(null), []);

  return { formError, showServerErrors, clearFormError };
}
