/** The SMS step's values, the text-sms body they make, and the contract's checks of that body. */
import {
  DEFAULT_GOOGLE_REVIEW_DELAY,
  type DraftStatus,
  GOOGLE_REVIEW_DELAYS_MINUTES,
  SMS_COUNTRY_CODES,
  SMS_SEND_SOCIAL_GALLERY_LINK,
  type TextMessage,
  type TextSmsBody,
  textSmsBodySchema,
} from '@boothdeck/contract';
import { contractChecks } from '../common/contract-checks';

export type SmsValues = {
  text_message: string;
  google_review_link: string;
  google_review_custom_message: string;
  /** Minutes, as the select holds them. */
  google_review_message_delay: string;
  /** ISO codes of the countries guests' texts may go to; empty: the event's time-zone country. */
  sms_countries: string[];
  send: string;
};

export const DELAY_OPTIONS = GOOGLE_REVIEW_DELAYS_MINUTES.map((minutes) => ({
  value: String(minutes),
  label: minutes === 1 ? '1 minute' : `${minutes} minutes`,
}));

export function smsValuesFrom(saved: TextMessage | null): SmsValues {
  return {
    text_message: saved?.text_message ?? '',
    google_review_link: saved?.google_review_link ?? '',
    google_review_custom_message: saved?.google_review_custom_message ?? '',
    google_review_message_delay: String(saved?.google_review_message_delay ?? DEFAULT_GOOGLE_REVIEW_DELAY),
    sms_countries: saved?.sms_countries ?? [],
    send: String(SMS_SEND_SOCIAL_GALLERY_LINK),
  };
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** The country picker's choices, by English name. */
export const SMS_COUNTRY_OPTIONS = SMS_COUNTRY_CODES.map((code) => ({
  value: code,
  label: regionNames.of(code) ?? code,
})).sort((a, b) => a.label.localeCompare(b.label));

export function toTextSmsBody(values: SmsValues, eventId: number, draftStatus: DraftStatus): TextSmsBody {
  return {
    eventId,
    text_message: values.text_message.trim(),
    google_review_link: values.google_review_link.trim(),
    google_review_custom_message: values.google_review_custom_message.trim(),
    google_review_message_delay: Number(values.google_review_message_delay),
    sms_countries: values.sms_countries,
    send: SMS_SEND_SOCIAL_GALLERY_LINK,
    draft_status: draftStatus,
  };
}

/** The body's fields the form shows, each on its own input. */
const SMS_FIELDS = Object.fromEntries(
  (
    [
      'text_message',
      'google_review_link',
      'google_review_custom_message',
      'google_review_message_delay',
      'sms_countries',
    ] as const
  ).map((field) => [field, field]),
);

/** The checks of the body Next sends, from the contract; the event's id is the step's own. */
export const validateSms = (eventId: number) =>
  contractChecks(textSmsBodySchema, (values: SmsValues) => toTextSmsBody(values, eventId, 'final'), SMS_FIELDS);
