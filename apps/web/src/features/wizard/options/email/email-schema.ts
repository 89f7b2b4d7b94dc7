/** The e-mail step's values, the email body they make, and the contract's checks of that body. */
import {
  type DraftStatus,
  type EmailSetting,
  type EmailSettingsBody,
  type EmailTemplateContents,
  emailSettingsBodySchema,
} from '@boothdeck/contract';
import { type ChosenTemplate, savedChoiceOf, templateChoiceFields } from '../common/chosen-template';
import { contractChecks } from '../common/contract-checks';

export type EmailValues = {
  from_name: string;
  reply_to: string;
  email_subject: string;
  send: 'social_gallery_link';
  template: ChosenTemplate | null;
  contents: EmailTemplateContents | null;
};

type EmailField = 'from_name' | 'reply_to' | 'email_subject' | 'template';

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

/** Server field names shown on the form's own fields. */
export const EMAIL_ERROR_FIELDS: Record<string, EmailField> = {
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

/** The checks of the body Next sends, from the contract; the event's id is the step's own. */
export const validateEmail = (eventId: number) =>
  contractChecks(
    emailSettingsBodySchema,
    (values: EmailValues) => toEmailBody(values, eventId, 'final'),
    EMAIL_ERROR_FIELDS,
  );
