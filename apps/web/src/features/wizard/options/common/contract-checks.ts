import { type FormErrors, schemaResolver } from '@mantine/form';

type Schema = Parameters<typeof schemaResolver>[0];

/**
 * A step form's checks, taken from the contract rather than restated: the body the step would
 * send, checked by the schema the server checks it with. Each field shows the first rule it
 * breaks, on the form's field that `shownOn` names for the server's field (as a refusal's
 * messages are shown). A rule on a field the form does not show is left to the server, whose
 * refusal the step shows above the form.
 */
export function contractChecks<Values, Body>(
  schema: Schema,
  toBody: (values: Values) => Body,
  shownOn: Readonly<Record<string, string>>,
) {
  const validateBody = schemaResolver(schema, { sync: true });
  return (values: Values): FormErrors => {
    const errors: FormErrors = {};
    for (const [field, message] of Object.entries(validateBody(toBody(values)))) {
      const formField = shownOn[field];
      if (formField) errors[formField] ??= message;
    }
    return errors;
  };
}
