/** The e-mail step's values, their checks and the email body from the contract. */
import {
  type DraftStatus,
  EMAIL_PATTERN,
  type EmailSetting,
  type EmailSettingsBody,
  type EmailTemplateContents,
} from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { type ChosenTemplate, savedChoiceOf, templateChoiceFields } from '../common/chosen-template';

export type EmailValues = {
  from_name: string;
  reply_to: string;
  email_subject: string;
  send: 'social_gallery_link';
  template: ChosenTemplate | null;
  contents: EmailTemplateContents | null;
};

export type EmailErrors = Partial<Record<'from_name' | 'reply_to' | 'email_subject' | 'template', string>>;

export function emailValuesFrom(setting: EmailSetting | null): EmailValues {
  if (!setting) {
    return {
      from_name: '',
      reply_to: '',
      email_subject: '',
      send: 'social_gallery_link',
      template: null,
      contents: null,
    };
  }
  const { email_template: template } = setting;
  return {
    from_name: setting.from_name,
    reply_to: setting.reply_to,
    email_subject: setting.email_subject,
    send: setting.send,
    template: savedChoiceOf(setting.template_type, setting.email_my_template_id, template),
    contents: setting.contents,
  };
}

/**
 * A standard template's sample as the organiser starts from it: its texts name the organiser's
 * event, not the sample event they were written for.
 */
export function sampleForEvent<Sample extends { contents: EmailTemplateContents }>(
  sample: Sample,
  eventName: string | null,
): Sample {
  return eventName ? { ...sample, contents: { ...sample.contents, eventName } } : sample;
}

export function validateEmail(values: EmailValues): EmailErrors {
  const errors: EmailErrors = {};
  if (!values.from_name.trim()) errors.from_name = MESSAGES.required;
  if (values.reply_to.trim() && !EMAIL_PATTERN.test(values.reply_to.trim())) errors.reply_to = MESSAGES.invalidEmail;
  if (!values.email_subject.trim()) errors.email_subject = MESSAGES.required;
  if (!values.template) errors.template = MESSAGES.chooseAnyTemplate;
  return errors;
}

/** Server field names shown on the form's own fields. */
export const EMAIL_ERROR_FIELDS: Record<string, keyof EmailErrors> = {
  from_name: 'from_name',
  reply_to: 'reply_to',
  email_subject: 'email_subject',
  email_template_id: 'template',
  email_my_template_id: 'template',
};

export function toEmailBody(values: EmailValues, eventId: number, draftStatus: DraftStatus): EmailSettingsBody {
  const chosen = templateChoiceFields(values.template);
  return {
    eventId,
    from_name: values.from_name.trim(),
    reply_to: values.reply_to.trim(),
    email_subject: values.email_subject.trim(),
    send: values.send,
    email_template_id: chosen.templateId,
    template_type: chosen.type,
    email_my_template_id: chosen.myTemplateId,
    ...(values.contents ? { contents: values.contents } : {}),
    draft_status: draftStatus,
  };
}
