/**
 * The e-mail step: sender, subject, and the template guests' e-mails use — a standard one or one
 * the organiser saved — with its texts. Rich text is sanitised on save. The plan must include e-mail.
 */
import {
  type EmailContentsInput,
  type EmailSetting,
  type EmailTemplateContents,
  emailSettingSchema,
  type emailSettingsBodySchema,
  type emailSettingsUpdateBodySchema,
  emailTemplateContentsSchema,
  sanitizeHtml,
  templateLayoutSchema,
} from '@boothdeck/contract';
import type { z } from 'zod';
import { nowIso } from '../../../shared/clock.ts';
import { libraryUrl } from '../../libraries/index.ts';
import { type OptionsContext, ownedDocReader, parseDoc, shownAfterSave } from '../option-context.ts';
import { chosenTemplate, storedTemplate, templateSource } from '../saved-templates/chosen-template.ts';

/** The step's document as stored: the chosen template by id, its texts in full. */
export const storedEmailSchema = emailSettingSchema.omit({ email_template: true });
type StoredEmail = z.infer<typeof storedEmailSchema>;

/** The template's texts with the editor's changes over them; the rich ones sanitised. */
export function emailContentsFrom(
  base: EmailTemplateContents,
  input: z.output<typeof emailSettingsBodySchema>['contents'] | EmailContentsInput | undefined,
): EmailTemplateContents {
  const given = Object.fromEntries(Object.entries(input ?? {}).filter(([, value]) => value !== undefined));
  const contents = emailTemplateContentsSchema.parse({ ...base, ...given });
  return {
    ...contents,
    contentBodyText: sanitizeHtml(contents.contentBodyText),
    markupText: sanitizeHtml(contents.markupText),
  };
}

export const parseEmailContents = (json: string): EmailTemplateContents =>
  emailTemplateContentsSchema.parse(JSON.parse(json));

/** The settings from their stored document (undefined when the step was never saved). */
export async function readEmailSetting(options: OptionsContext, doc: string | undefined): Promise<EmailSetting | null> {
  const stored = parseDoc(doc, storedEmailSchema);
  if (!stored) return null;
  const source = emailTemplateSource(options);
  const chosen = await storedTemplate(source, stored.email_template_id, stored.email_my_template_id);
  if (!chosen) return null;
  const { template, name } = chosen;
  return {
    ...stored,
    email_template: {
      id: template.id,
      image: libraryUrl(template.image_file),
      name,
      layout: templateLayoutSchema.parse(template.layout),
    },
  };
}

type EmailFields = z.output<typeof emailSettingsUpdateBodySchema>;

/** E-mail templates: the library's and the organiser's saved ones, each starting from its stored texts. */
export const emailTemplateSource = (options: OptionsContext) =>
  templateSource({
    fields: { standard: 'email_template_id', my: 'email_my_template_id' },
    standard: { read: options.templates.emailTemplate, base: (template) => parseEmailContents(template.contents) },
    saved: {
      read: options.templates.savedEmailTemplate,
      standardId: (saved) => saved.email_template_id,
      base: (saved) => parseEmailContents(saved.contents),
      name: options.templates.savedEmailTemplateName,
    },
  });

export function createEmailService(options: OptionsContext) {
  async function save(userId: number, eventId: number, body: EmailFields): Promise<EmailSetting> {
    const event = await options.ownedEvent(userId, eventId);
    const chosen = await chosenTemplate(emailTemplateSource(options), userId, {
      type: body.template_type,
      standardId: body.email_template_id,
      myId: body.email_my_template_id,
    });
    const { templateId, myTemplateId } = chosen;
    // A standard template's sample names an event of its own; the e-mail names this one.
    const base = myTemplateId === null ? { ...chosen.base, eventName: event.name } : chosen.base;
    const stored: StoredEmail = {
      from_name: body.from_name,
      reply_to: body.reply_to,
      email_subject: body.email_subject,
      send: body.send,
      email_template_id: templateId,
      template_type: body.template_type,
      email_my_template_id: myTemplateId,
      contents: emailContentsFrom(base, body.contents),
      draft_status: body.draft_status,
    };
    const json = JSON.stringify(stored);
    await options.settings.put(event.id, 'email', json, nowIso());
    return shownAfterSave(options, json, readEmailSetting);
  }

  return { save, read: ownedDocReader(options, 'email', readEmailSetting) };
}
