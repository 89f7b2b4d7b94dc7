/**
 * A guest's answers checked against the event's own form (the rules are the contract's
 * `checkLeadAnswers`, which the booth applies too), and the contact details drawn from them.
 *
 * The lead's name is the field named `name`, `full_name` or `your_name`, else `first_name` and
 * `last_name` together; its e-mail the first e-mail field; its mobile the first phone field.
 */
import {
  checkLeadAnswers,
  type EventFormBuilder,
  isPhoneField,
  LEAD_FORM_MESSAGES,
  type LeadAnswer,
  type LeadValues,
} from '@boothdeck/contract';
import { AppError } from '../../shared/app-error.ts';

export { LEAD_FORM_MESSAGES, type LeadValues };

export type LeadContact = { name: string; email: string; mobile: string | null };
const NAME_FIELDS = ['name', 'full_name', 'your_name'];

/** The answers as they are kept; a 422 naming each field that does not fit. */
export function checkLeadValues(form: EventFormBuilder, values: Record<string, LeadAnswer>): LeadValues {
  const { values: kept, errors } = checkLeadAnswers(form, values);
  if (Object.keys(errors).length > 0) throw new AppError('validation', LEAD_FORM_MESSAGES.invalid, errors);
  return kept;
}

const textOf = (values: LeadValues, name: string | undefined) => {
  const value = name === undefined ? undefined : values[name];
  return value === undefined || Array.isArray(value) ? '' : String(value);
};

/** Name, e-mail and mobile drawn from the kept answers (see the file's comment). */
export function contactOf(form: EventFormBuilder, values: LeadValues): LeadContact {
  const named = (names: string[]) => form.form_data.find((field) => names.includes(field.name.toLowerCase()))?.name;
  const fullName = textOf(values, named(NAME_FIELDS));
  const name =
    fullName || [textOf(values, named(['first_name'])), textOf(values, named(['last_name']))].filter(Boolean).join(' ');
  const email = textOf(values, form.form_data.find((field) => field.type === 'email')?.name);
  const mobile = textOf(values, form.form_data.find(isPhoneField)?.name);
  return { name, email, mobile: mobile || null };
}
