/** The form being built, its checks and the form-data body from the contract. */
import {
  CHOICE_FIELD_TYPES,
  type EventFormBuilder,
  FORM_FIELD_NAME_PATTERN,
  type FormDataBody,
  type FormField,
} from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';

export type FieldRow = FormField & { key: string };
export type BuiltForm = { form_name: string; fields: FieldRow[] };
/** Messages by path: 'form_name', 'fields.{i}.label', 'fields.{i}.name', 'fields.{i}.values', 'form'. */
export type BuiltFormErrors = Record<string, string>;

export const toRows = (fields: readonly FormField[]): FieldRow[] =>
  fields.map((field) => ({ ...field, values: [...field.values], key: crypto.randomUUID() }));

export const builtFormFrom = (saved: EventFormBuilder | null): BuiltForm =>
  saved ? { form_name: saved.form_name, fields: toRows(saved.form_data) } : { form_name: '', fields: [] };

export function validateBuiltForm(form: BuiltForm): BuiltFormErrors {
  const errors: BuiltFormErrors = {};
  if (!form.form_name.trim()) errors.form_name = MESSAGES.required;
  if (form.fields.length === 0) errors.form = MESSAGES.formEmpty;
  const seen = new Set<string>();
  form.fields.forEach((field, index) => {
    const at = (part: string) => `fields.${index}.${part}`;
    const name = field.name.trim().toLowerCase();
    if (!field.label.trim()) errors[at('label')] = MESSAGES.required;
    if (!name) errors[at('name')] = MESSAGES.required;
    else if (!FORM_FIELD_NAME_PATTERN.test(name)) errors[at('name')] = MESSAGES.invalidFieldName;
    else if (seen.has(name)) {
      errors[at('name')] = MESSAGES.duplicateFieldName;
      errors.form = MESSAGES.duplicateFieldName;
    }
    seen.add(name);
    if (CHOICE_FIELD_TYPES.includes(field.type) && field.values.length === 0) {
      errors[at('values')] = MESSAGES.choiceValuesRequired;
    }
  });
  return errors;
}

/** Server paths 'form_data.{i}.name' shown where the builder shows them. */
export function builderPathOf(serverPath: string): string {
  return serverPath.replace(/^form_data\.(\d+)/, 'fields.$1').replace(/^form_data$/, 'form');
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
