/**
 * The form builder step: the data-capture form guests fill in at the booth.
 * Bodies use the original client's payload names; `:id` in an update path is the event's id.
 */
import { z } from 'zod';
import { acceptingClientItems, choiceText } from '../client-shapes.ts';
import { afterFields, failedAt } from '../cross-field-rules.ts';
import { MESSAGES } from '../messages.ts';
import {
  CHOICE_FIELD_TYPES,
  FORM_FIELD_NAME_PATTERN,
  FORM_FIELD_TYPES,
  FORM_MAX_FIELDS,
  FORM_MAX_VALUES,
} from '../option-constants.ts';
import { eventFormBuilderSchema } from '../option-settings.ts';
import { requiredText, saved } from './fields.ts';
import { stepBodies, stepEndpoints } from './step-calls.ts';

type FormFieldChoices = { type: (typeof FORM_FIELD_TYPES)[number]; values: string[] };

function checkChoiceValues(field: FormFieldChoices, ctx: z.RefinementCtx) {
  if (CHOICE_FIELD_TYPES.includes(field.type) && field.values.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['values'], message: MESSAGES.choiceValuesRequired });
  }
}

/** Names are the answers' keys, unique per form whatever their case. */
function checkUniqueNames(fields: { name: string }[], ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  fields.forEach((field, index) => {
    // A name that failed its own checks is reported for that alone.
    if (failedAt(ctx.issues, [index, 'name'])) return;
    const name = field.name.toLowerCase();
    if (seen.has(name)) ctx.addIssue({ code: 'custom', path: [index, 'name'], message: MESSAGES.duplicateFieldName });
    seen.add(name);
  });
}

export const formFieldInputSchema = z
  .object({
    type: z.enum(FORM_FIELD_TYPES, { error: MESSAGES.invalidChoice }),
    label: requiredText(200),
    name: requiredText(64).refine((name) => name === '' || FORM_FIELD_NAME_PATTERN.test(name), {
      error: MESSAGES.invalidFieldName,
    }),
    values: acceptingClientItems(
      z.array(requiredText(200)).max(FORM_MAX_VALUES).optional().default([]),
      choiceText,
      '{label, value, selected?} (the label is kept, else the value)',
    ),
  })
  .superRefine(checkChoiceValues, afterFields('type', 'values'));
export type FormFieldInput = z.input<typeof formFieldInputSchema>;

const formDataBodies = stepBodies({
  form_name: requiredText(200),
  form_data: z
    .array(formFieldInputSchema, { error: MESSAGES.formEmpty })
    .min(1, { error: MESSAGES.formEmpty })
    .max(FORM_MAX_FIELDS)
    .superRefine(checkUniqueNames, afterFields()),
});
export const { save: formDataBodySchema, update: formDataUpdateBodySchema } = formDataBodies;
export type FormDataBody = z.input<typeof formDataBodySchema>;
export type FormDataUpdateBody = z.input<typeof formDataUpdateBodySchema>;

export const formDataReplySchema = saved({ form: eventFormBuilderSchema });
export type FormDataReply = z.infer<typeof formDataReplySchema>;

export const formBuilderEndpoints = stepEndpoints(formDataBodies, formDataReplySchema, {
  save: ['/form-data', 'Save the form builder step'],
  update: ['/form-data-update/:id', "Update the event's form"],
  planOption: 'form_builder',
  updateMethod: 'PUT',
});
