/**
 * A guest's answers checked against the event's own form, and the contact details drawn from
 * them. Every field must be answered except a checkbox group, which may be left with nothing
 * ticked. An e-mail field needs an e-mail address, a number field a number, a phone field (see
 * PHONE_FIELD_NAMES) a phone number, and a choice field one of its own values. A key that is
 * not a field of the form is refused.
 *
 * The lead's name is the field named `name`, `full_name` or `your_name`, else `first_name` and
 * `last_name` together; its e-mail the first e-mail field; its mobile the first phone field.
 */
import type { EventFormBuilder, FormField, LeadAnswer } from '@boothdeck/contract';
import { z } from 'zod';
import { AppError } from '../../shared/app-error.ts';

export const LEAD_FORM_MESSAGES = {
  invalid: 'The answers do not fit the form.',
  unknown: 'This field is not on the form.',
  required: 'This field is required.',
  email: 'Enter a valid e-mail address.',
  phone: 'Enter a valid phone number.',
  number: 'Enter a number.',
  choice: 'Choose one of the offered values.',
  text: 'Enter text.',
} as const;

/** Field names (any case) whose answer is a phone number. */
export const PHONE_FIELD_NAMES = ['mobile', 'phone', 'mobile_number', 'phone_number', 'contact_number', 'telephone'];
const NAME_FIELDS = ['name', 'full_name', 'your_name'];

export type LeadValues = Record<string, string | number | string[]>;
export type LeadContact = { name: string; email: string; mobile: string | null };

const emailCheck = z.email();
/** Digits with an optional leading +, spaces, dashes, dots or brackets between; 6 to 15 digits. */
const PHONE_PATTERN = /^\+?[0-9][0-9 ().-]*$/;

const isPhoneField = (field: FormField) => PHONE_FIELD_NAMES.includes(field.name.toLowerCase());

const isBlank = (answer: LeadAnswer | undefined) =>
  answer === undefined || (typeof answer === 'string' && answer.trim() === '');

/** The answer as it is kept, or the reason it does not fit the field. */
function checkAnswer(field: FormField, answer: LeadAnswer): { value: string | number | string[] } | { error: string } {
  if (field.type === 'checkbox') {
    const ticked = Array.isArray(answer) ? answer : [String(answer)];
    return ticked.every((value) => field.values.includes(value))
      ? { value: [...new Set(ticked)] }
      : { error: LEAD_FORM_MESSAGES.choice };
  }
  if (Array.isArray(answer)) return { error: LEAD_FORM_MESSAGES.text };
  const text = String(answer).trim();
  if (field.type === 'select' || field.type === 'radio') {
    return field.values.includes(text) ? { value: text } : { error: LEAD_FORM_MESSAGES.choice };
  }
  if (isPhoneField(field)) {
    const digits = text.replace(/\D/g, '');
    return PHONE_PATTERN.test(text) && digits.length >= 6 && digits.length <= 15
      ? { value: text }
      : { error: LEAD_FORM_MESSAGES.phone };
  }
  if (field.type === 'email') {
    return emailCheck.safeParse(text).success ? { value: text.toLowerCase() } : { error: LEAD_FORM_MESSAGES.email };
  }
  if (field.type === 'number') {
    const number = typeof answer === 'number' ? answer : Number(text);
    return text !== '' && Number.isFinite(number) ? { value: number } : { error: LEAD_FORM_MESSAGES.number };
  }
  return { value: text };
}

/** The answers as they are kept; a 422 naming each field that does not fit. */
export function checkLeadValues(form: EventFormBuilder, values: Record<string, LeadAnswer>): LeadValues {
  const errors: Record<string, string[]> = {};
  const kept: LeadValues = {};
  const fieldNames = new Set(form.form_data.map((field) => field.name));
  for (const key of Object.keys(values)) {
    if (!fieldNames.has(key)) errors[`values.${key}`] = [LEAD_FORM_MESSAGES.unknown];
  }
  for (const field of form.form_data) {
    const answer = values[field.name];
    if (isBlank(answer) || answer === undefined) {
      if (field.type !== 'checkbox') errors[`values.${field.name}`] = [LEAD_FORM_MESSAGES.required];
      continue;
    }
    const checked = checkAnswer(field, answer);
    if ('error' in checked) errors[`values.${field.name}`] = [checked.error];
    else kept[field.name] = checked.value;
  }
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
