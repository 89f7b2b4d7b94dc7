/** The form being built, the form-data body it makes, and the contract's checks of that body. */
import {
  CHOICE_FIELD_TYPES,
  type EventFormBuilder,
  type FormDataBody,
  type FormField,
  formDataBodySchema,
} from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { schemaResolver } from '@mantine/form';

export type FieldRow = FormField & { key: string };
export type BuiltForm = { form_name: string; fields: FieldRow[] };
/** Messages by path: 'form_name', 'fields.{i}.label', 'fields.{i}.name', 'fields.{i}.values', 'form'. */
export type BuiltFormErrors = Record<string, string>;

export const toRows = (fields: readonly FormField[]): FieldRow[] =>
  fields.map((field) => ({ ...field, values: [...field.values], key: crypto.randomUUID() }));

export const builtFormFrom = (saved: EventFormBuilder | null): BuiltForm =>
  saved ? { form_name: saved.form_name, fields: toRows(saved.form_data) } : { form_name: '', fields: [] };

/** Server paths 'form_data.{i}.name' shown where the builder shows them. */
export function builderPathOf(serverPath: string): string {
  return serverPath.replace(/^form_data\.(\d+)/, 'fields.$1').replace(/^form_data$/, 'form');
}

const validateFormDataBody = schemaResolver(formDataBodySchema, { sync: true });
/** The places the builder shows a message; a rule broken elsewhere is left to the server's refusal. */
const SHOWN_PATH = /^(form_name|form|fields\.\d+\.(label|name|values))$/;

/**
 * The contract's checks of the body the builder sends, each message where the builder shows its
 * field; a repeated name is also said above the fields, where it is easy to miss in a long form.
 */
export function validateBuiltForm(form: BuiltForm, eventId: number): BuiltFormErrors {
  const errors: BuiltFormErrors = {};
  for (const [serverPath, message] of Object.entries(validateFormDataBody(toFormDataBody(form, eventId)))) {
    const path = builderPathOf(serverPath);
    if (SHOWN_PATH.test(path) && typeof message === 'string') errors[path] ??= message;
  }
  if (Object.values(errors).includes(MESSAGES.duplicateFieldName)) errors.form ??= MESSAGES.duplicateFieldName;
  return errors;
}

export function toFormDataBody(form: BuiltForm, eventId: number): FormDataBody {
  return {
    eventId,
    form_name: form.form_name.trim(),
    form_data: form.fields.map(({ type, label, name, values }) => ({
      type,
      label: label.trim(),
      name: name.trim(),
      values: CHOICE_FIELD_TYPES.includes(type) ? values : [],
    })),
  };
}
