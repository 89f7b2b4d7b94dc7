/**
 * A guest's answers checked against the event's own form, the same way on the booth (before the
 * guest leaves the form) and on the server (before a lead is stored). Every field must be
 * answered except a checkbox group, which may be left with nothing ticked. An e-mail field needs
 * an e-mail address, a number field a number, a phone field (see PHONE_FIELD_NAMES) a phone
 * number, and a choice field one of its own values; a typed answer is at most
 * LEAD_ANSWER_MAX_LENGTH characters. A key that is not a field of the form is refused.
 */
import { z } from 'zod';
import type { LeadAnswer } from './leads.ts';
import type { EventFormBuilder, FormField } from './option-settings.ts';

/** The longest typed answer a form field keeps. */
export const LEAD_ANSWER_MAX_LENGTH = 2000;

export const LEAD_FORM_MESSAGES = {
  invalid: 'The answers do not fit the form.',
  unknown: 'This field is not on the form.',
  required: 'This field is required.',
  email: 'Enter a valid e-mail address.',
  phone: 'Enter a valid phone number.',
  number: 'Enter a number.',
  choice: 'Choose one of the offered values.',
  text: 'Enter text.',
  tooLong: `Keep this answer to ${LEAD_ANSWER_MAX_LENGTH} characters or fewer.`,
} as const;

/** Field names (any case) whose answer is a phone number. */
export const PHONE_FIELD_NAMES = ['mobile', 'phone', 'mobile_number', 'phone_number', 'contact_number', 'telephone'];

export type LeadValues = Record<string, string | number | string[]>;

const emailCheck = z.email();
/** Digits with an optional leading +, spaces, dashes, dots or brackets between; 6 to 15 digits. */
const PHONE_PATTERN = /^\+?[0-9][0-9 ().-]*$/;

export const isPhoneField = (field: FormField): boolean => PHONE_FIELD_NAMES.includes(field.name.toLowerCase());

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
  if (text.length > LEAD_ANSWER_MAX_LENGTH) return { error: LEAD_FORM_MESSAGES.tooLong };
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

/** The answers as they are kept, and the reasons (keyed `values.<field>`) any of them does not fit. */
export function checkLeadAnswers(
  form: EventFormBuilder,
  values: Record<string, LeadAnswer>,
): { values: LeadValues; errors: Record<string, string[]> } {
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
  return { values: kept, errors };
}
