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
import { MESSAGES } from '@boothdeck/contract/messages';
import type { z } from 'zod';
import { AppError } from '../../../shared/app-error.ts';
import { nowIso } from '../../../shared/clock.ts';
import { libraryUrl } from '../../libraries/libraries.service.ts';
import type { OwnedEvent } from '../event-ownership.ts';
import { type OptionsContext, parseDoc } from '../option-context.ts';

const storedEmailSchema = emailSettingSchema.omit({ email_template: true });
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
  const template = await options.templates.emailTemplate(stored.email_template_id, { activeOnly: false });
  if (!template) return null;
  // A saved template goes by the name the organiser gave it, not by its standard template's.
  const savedName =
    stored.email_my_template_id === null
      ? undefined
      : await options.templates.savedEmailTemplateName(stored.email_my_template_id);
  return {
    ...stored,
    email_template: {
      id: template.id,
      image: libraryUrl(template.image_file),
      name: savedName ?? template.name,
      layout: templateLayoutSchema.parse(template.layout),
    },
  };
}

type EmailFields = z.output<typeof emailSettingsUpdateBodySchema>;

export function createEmailService(options: OptionsContext) {
  /** The chosen template: a standard one, or the organiser's saved one (which names its standard one). */
  async function chosenTemplate(userId: number, event: OwnedEvent, body: EmailFields) {
    if (body.template_type === 'my') {
      if (body.email_my_template_id === undefined) {
        throw AppError.validation('email_my_template_id', MESSAGES.chooseAnyTemplate);
      }
      const saved = await options.templates.savedEmailTemplate(userId, body.email_my_template_id);
      if (!saved) throw AppError.validation('email_my_template_id', MESSAGES.savedTemplateMissing);
      return { templateId: saved.email_template_id, myTemplateId: saved.id, base: parseEmailContents(saved.contents) };
    }
    const template = await options.templates.emailTemplate(body.email_template_id, { activeOnly: true });
    if (!template) throw AppError.validation('email_template_id', MESSAGES.chooseAnyTemplate);
    // A standard template's sample names an event of its own; the e-mail names this one.
    const base = { ...parseEmailContents(template.contents), eventName: event.name };
    return { templateId: template.id, myTemplateId: null, base };
  }

  async function save(userId: number, eventId: number, body: EmailFields): Promise<EmailSetting> {
    const event = await options.ownedEvent(userId, eventId);
    const { templateId, myTemplateId, base } = await chosenTemplate(userId, event, body);
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
    const setting = await readEmailSetting(options, json);
    if (!setting) throw new AppError('not_found', MESSAGES.notFound);
    return setting;
  }

  return {
    save,
    async read(userId: number, eventId: number): Promise<EmailSetting | null> {
      const event = await options.ownedEvent(userId, eventId);
      return readEmailSetting(options, await options.settings.find(event.id, 'email'));
    },
  };
}
