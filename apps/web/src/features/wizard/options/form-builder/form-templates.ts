/** The form builder's ready-made forms: their fields use fixed names the booth's answers are keyed by. */
import type { FormField } from '@boothdeck/contract';

export type FormTemplateKey = 'customer' | 'event' | 'poll' | 'member' | 'custom';
export type FormTemplate = { key: FormTemplateKey; label: string; fields: readonly FormField[] };

const nameField: FormField = { type: 'text', label: 'Your name', name: 'full_name', values: [] };
const emailField: FormField = { type: 'email', label: 'Email address', name: 'email', values: [] };
const YES_NO = ['Yes', 'No'];

export const FORM_TEMPLATES: readonly FormTemplate[] = [
  {
    key: 'customer',
    label: 'Customer Feedback',
    fields: [
      nameField,
      emailField,
      {
        type: 'radio',
        label: 'Would you recommend us to a friend?',
        name: 'customer_recommendation',
        values: YES_NO,
      },
      {
        type: 'select',
        label: 'How satisfied are you with our service?',
        name: 'customer_satisfaction',
        values: ['Very satisfied', 'Satisfied', 'Neutral', 'Unsatisfied'],
      },
    ],
  },
  {
    key: 'event',
    label: 'Event Feedback',
    fields: [
      nameField,
      emailField,
      {
        type: 'radio',
        label: 'How likely are you to recommend this event?',
        name: 'event_recommend',
        values: ['1', '2', '3', '4', '5'],
      },
      { type: 'textarea', label: 'What did you enjoy most?', name: 'event_highlight', values: [] },
    ],
  },
  {
    key: 'poll',
    label: 'Poll Feedback',
    fields: [
      emailField,
      {
        type: 'radio',
        label: 'Which drink do you prefer?',
        name: 'poll_prefer_drink',
        values: ['Coffee', 'Tea', 'Juice', 'Soft drink'],
      },
    ],
  },
  {
    key: 'member',
    label: 'Member Feedback',
    fields: [
      nameField,
      emailField,
      { type: 'radio', label: 'Would you recommend membership to others?', name: 'member_recommend', values: YES_NO },
      { type: 'textarea', label: 'How could we do better?', name: 'member_suggestion', values: [] },
    ],
  },
  { key: 'custom', label: 'Custom Form', fields: [] },
];

/** The template a saved form came from, by its name; anything else is a custom form. */
export function templateOfForm(formName: string): FormTemplateKey {
  return FORM_TEMPLATES.find((template) => template.label === formName)?.key ?? 'custom';
}
