/**
 * The text messaging step: the SMS guests receive and the optional Google review request.
 * Bodies use the original client's payload names; `:id` in an update path is the event's id.
 */
import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import {
  containsEmoji,
  DEFAULT_GOOGLE_REVIEW_DELAY,
  GOOGLE_REVIEW_DELAYS_MINUTES,
  isReviewLink,
  REVIEW_MESSAGE_MAX_LENGTH,
  SMS_SEND_SOCIAL_GALLERY_LINK,
  smsTextLength,
  TEXT_MESSAGE_MAX_LENGTH,
} from '../option-constants.ts';
import { draftStatusSchema, textMessageSchema } from '../option-settings.ts';
import { isSmsCountry } from '../sms-countries.ts';
import { blankAsMissing, draftStatus, saved } from './fields.ts';
import { checkedStepBodies, stepEndpoints } from './step-calls.ts';

const reviewDelay = z.coerce
  .number({ error: MESSAGES.reviewDelay })
  .refine((minutes) => (GOOGLE_REVIEW_DELAYS_MINUTES as readonly number[]).includes(minutes), {
    error: MESSAGES.reviewDelay,
  });

const textSmsFields = {
  text_message: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, { error: MESSAGES.required })
    .max(TEXT_MESSAGE_MAX_LENGTH, { error: `This field may not be greater than ${TEXT_MESSAGE_MAX_LENGTH} characters` })
    .refine((message) => !containsEmoji(message), { error: MESSAGES.emojiInTextMessage }),
  google_review_link: z.preprocess(blankAsMissing, z.string().trim().max(2000).optional()),
  google_review_custom_message: z.preprocess(blankAsMissing, z.string().trim().max(1000).optional()),
  google_review_message_delay: z.preprocess(
    blankAsMissing,
    reviewDelay.optional().default(DEFAULT_GOOGLE_REVIEW_DELAY),
  ),
  /**
   * The countries (ISO 3166 codes such as AU, GB) whose mobile numbers guests' text messages may
   * go to. Absent or empty: the country of the event's time zone.
   */
  sms_countries: z
    .array(z.string().trim().toUpperCase().refine(isSmsCountry, { error: MESSAGES.invalidChoice }), {
      error: MESSAGES.invalidChoice,
    })
    .max(50)
    .optional(),
  /** 1 = the Social Gallery link (the only choice). */
  send: z
    .union([z.literal(SMS_SEND_SOCIAL_GALLERY_LINK), z.literal('1')], {
      error: MESSAGES.invalidChoice,
    })
    .optional()
    .default(SMS_SEND_SOCIAL_GALLERY_LINK)
    .transform(() => SMS_SEND_SOCIAL_GALLERY_LINK),
  draft_status: draftStatus,
};

type ReviewFields = { google_review_link?: string | undefined; google_review_custom_message?: string | undefined };

/** The review link's rules: a valid link, then a custom message of at most 60 characters without emoji. */
function checkReview(body: ReviewFields, ctx: z.RefinementCtx) {
  const issue = (path: keyof ReviewFields, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  const link = body.google_review_link;
  const message = body.google_review_custom_message ?? '';
  if (link !== undefined && !isReviewLink(link)) issue('google_review_link', MESSAGES.invalidReviewLink);
  if (link !== undefined && message === '') issue('google_review_custom_message', MESSAGES.reviewMessageRequired);
  if (containsEmoji(message)) issue('google_review_custom_message', MESSAGES.emojiInReviewMessage);
  if (smsTextLength(message) > REVIEW_MESSAGE_MAX_LENGTH) {
    issue('google_review_custom_message', MESSAGES.reviewMessageTooLong);
  }
}

const textSmsBodies = checkedStepBodies(
  textSmsFields,
  checkReview,
  'google_review_link',
  'google_review_custom_message',
);
export const { save: textSmsBodySchema, update: textSmsUpdateBodySchema } = textSmsBodies;
export type TextSmsBody = z.input<typeof textSmsBodySchema>;

export const textSmsReplySchema = saved({
  text_sms: z.object({ draft_status: draftStatusSchema }),
  text_message: textMessageSchema,
});
export type TextSmsReply = z.infer<typeof textSmsReplySchema>;

export const smsEndpoints = stepEndpoints(textSmsBodies, textSmsReplySchema, {
  save: ['/text-sms', 'Save the text messaging step'],
  update: ['/event/sms/update/:id', 'Update the text messaging settings'],
  planOption: 'text_messaging',
});
