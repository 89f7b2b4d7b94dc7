/**
 * The e-mail step and its saved templates' schemas; rich text is sanitised on save.
 * Bodies use the original client's payload names; `:id` in an update path is the event's id.
 */
import { z } from 'zod';
import { EMAIL_PATTERN } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { EMAIL_CONTENTS_MAX_LENGTH, EMAIL_SEND_OPTIONS, SMS_SEND_SOCIAL_GALLERY_LINK } from '../option-constants.ts';
import { draftStatusSchema, emailSettingSchema, templateTypeSchema } from '../option-settings.ts';
import {
  bodyLimitFor,
  chosenTemplateObject,
  draftStatus,
  headerText,
  myTemplateId,
  parseJsonObject,
  saved,
  templateId,
  text,
  withTemplateAliases,
} from './fields.ts';
import { stepBodies, stepEndpoints } from './step-calls.ts';

/** The e-mail template's texts; `contentBodyText` and `markupText` are rich HTML, sanitised on save. */
export const emailContentsInputSchema = z.object({
  userName: text(200).optional(),
  eventName: text(200).optional(),
  contentBodyText: z.string().max(EMAIL_CONTENTS_MAX_LENGTH).optional(),
  buttonText: text(100).optional(),
  markupText: z.string().max(10_000).optional(),
  footerText: text(1000).optional(),
});
export type EmailContentsInput = z.input<typeof emailContentsInputSchema>;

/** Also accepted as JSON text of the same fields, or (a string that is not JSON) the body's HTML alone. */
export const emailContents = z.union([
  emailContentsInputSchema,
  z
    .string()
    .max(EMAIL_CONTENTS_MAX_LENGTH)
    .transform((value, ctx): z.output<typeof emailContentsInputSchema> => {
      const parsed = parseJsonObject(value);
      if (!parsed) return { contentBodyText: value };
      const fields = emailContentsInputSchema.safeParse(parsed);
      if (fields.success) return fields.data;
      for (const issue of fields.error.issues)
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      return z.NEVER;
    }),
]);

const emailBodies = stepBodies({
  from_name: headerText(100),
  reply_to: text(254)
    .optional()
    .default('')
    .refine((value) => value === '' || EMAIL_PATTERN.test(value), { error: MESSAGES.invalidEmail }),
  email_subject: headerText(200),
  /** The Social Gallery link, also sent as 1 (as the SMS step's send). */
  send: z
    .union([z.enum(EMAIL_SEND_OPTIONS), z.literal(SMS_SEND_SOCIAL_GALLERY_LINK), z.literal('1')], {
      error: MESSAGES.invalidChoice,
    })
    .optional()
    .default('social_gallery_link')
    .transform((value) => (value === SMS_SEND_SOCIAL_GALLERY_LINK || value === '1' ? 'social_gallery_link' : value)),
  /** Or, the original client's way, `email_template: {id, image}`. */
  email_template_id: templateId.optional(),
  email_template: chosenTemplateObject('image').optional(),
  template_type: templateTypeSchema.optional().default('standard'),
  /** The organiser's saved template, when template_type is 'my'. */
  email_my_template_id: myTemplateId,
  /** Absent: the chosen template's own texts. */
  contents: emailContents.optional(),
  draft_status: draftStatus,
});
const withEmailTemplate = <Schema extends z.ZodObject>(schema: Schema) =>
  withTemplateAliases(schema, 'email_template_id', ['email_template'], (body) => {
    const template = body.email_template as { id: number } | undefined;
    return template?.id;
  });
export const emailSettingsBodySchema = withEmailTemplate(emailBodies.save);
export const emailSettingsUpdateBodySchema = withEmailTemplate(emailBodies.update);
export type EmailSettingsBody = z.input<typeof emailSettingsBodySchema>;
export type EmailSettingsUpdateBody = z.input<typeof emailSettingsUpdateBodySchema>;

export const emailSettingsReplySchema = saved({
  event_email: z.object({ draft_status: draftStatusSchema }),
  email_setting: emailSettingSchema,
});
export type EmailSettingsReply = z.infer<typeof emailSettingsReplySchema>;
export const emailSettingsDataReplySchema = z.object({ emailSetting: emailSettingSchema.nullable() });
export type EmailSettingsDataReply = z.infer<typeof emailSettingsDataReplySchema>;

/** What gates saving e-mail settings, the step's or a saved template's: the plan's option, and room for inline images. */
export const EMAIL_SAVING_GATE = { planOption: 'email', bodyLimit: bodyLimitFor(3 * 1024 * 1024) } as const;

export const emailEndpoints = stepEndpoints(
  { save: emailSettingsBodySchema, update: emailSettingsUpdateBodySchema },
  emailSettingsReplySchema,
  {
    save: ['/email', 'Save the e-mail step'],
    update: ['/event/email/update/:id', 'Update the e-mail settings'],
    read: ['/get-email-settings-data/:id', "The event's e-mail settings", emailSettingsDataReplySchema],
    ...EMAIL_SAVING_GATE,
  },
);
