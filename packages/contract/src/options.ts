/**
 * The option steps' calls (spec 2 §7): each step's save, its edit screen's update, custom frames
 * and saved templates. Bodies use the spec's payload names; `{id}` in an update path is the event's
 * id. Draft saves send `draft_status: 'draft'`; the reply repeats it.
 */
import { z } from 'zod';
import {
  acceptingClientItems,
  type ClientBurstGifItem,
  type ClientFilterItem,
  type ClientFrameItem,
  type ClientGifItem,
  type ClientPropItem,
  choiceText,
  idIn,
  settingsIn,
} from './client-shapes.ts';
import { eventIdFieldSchema, flagSchema, idSchema } from './common.ts';
import { EMAIL_PATTERN } from './constants.ts';
import { afterFields, failedAt } from './cross-field-rules.ts';
import { isWallTime } from './events.ts';
import { DEFAULT_SOCIAL_MENU_STYLE, emailTemplateItemSchema, micrositeTemplateItemSchema } from './libraries.ts';
import { MESSAGES } from './messages.ts';
import {
  BURST_FRAME_COUNTS,
  CHOICE_FIELD_TYPES,
  CUSTOM_FRAME_MAX_BYTES,
  containsEmoji,
  DEFAULT_BURST_FRAME_COUNT,
  DEFAULT_GOOGLE_REVIEW_DELAY,
  DEFAULT_INDIVIDUAL_PHOTO,
  DEFAULT_PLAYBACK_SPEED,
  EMAIL_CONTENTS_MAX_LENGTH,
  EMAIL_SEND_OPTIONS,
  FORM_FIELD_NAME_PATTERN,
  FORM_FIELD_TYPES,
  FORM_MAX_FIELDS,
  FORM_MAX_VALUES,
  GIF_COUNTDOWN_SECONDS,
  GIF_FRAME_COUNT,
  GOOGLE_REVIEW_DELAYS_MINUTES,
  isReviewLink,
  MAX_OFFERS,
  OFFER_DESCRIPTION_MAX_LENGTH,
  OFFER_NAME_MAX_LENGTH,
  OFFER_USES_MAX,
  REVIEW_MESSAGE_MAX_LENGTH,
  SMS_SEND_SOCIAL_GALLERY_LINK,
  TAG_SCRIPT_MAX_LENGTH,
  TEMPLATE_NAME_MAX_LENGTH,
  TEXT_MESSAGE_MAX_LENGTH,
  WATERMARK_ALIGN_X,
  WATERMARK_ALIGN_Y,
  WATERMARK_MAX_BYTES,
} from './option-constants.ts';
import {
  burstGifSettingItemSchema,
  customFrameSchema,
  draftStatusSchema,
  emailSettingSchema,
  eventFormBuilderSchema,
  gifSettingItemSchema,
  incentiveDetailsSchema,
  incentiveOfferSchema,
  micrositeSchema,
  socialSchema,
  templateTypeSchema,
  textMessageSchema,
  watermarkSchema,
} from './option-settings.ts';

const eventId = eventIdFieldSchema;
const libraryId = z.coerce.number({ error: MESSAGES.libraryItemMissing }).int().positive();
const idList = (chooseText: string, max: number) =>
  z.array(libraryId, { error: chooseText }).min(1, { error: chooseText }).max(max);
const draftStatus = draftStatusSchema.optional().default('final');
/** A data URL's base64 is a third longer than the file. */
const dataUrlOf = (maxBytes: number) => z.string().max(Math.ceil((maxBytes * 4) / 3) + 1024);

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `This field may not be greater than ${max} characters` });
/**
 * Blank is refused without `abort`: an explicit abort would also stop the cross-field rules, and the
 * checks after it pass on '' anyway.
 */
const requiredText = (
  max: number,
  texts: { missing?: string; tooLong?: string } = {},
  missing = texts.missing ?? MESSAGES.required,
) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing })
    .max(max, { error: texts.tooLong ?? `This field may not be greater than ${max} characters` });
/** A text that goes into a mail header, where a line break would start a header of the sender's choosing. */
const headerText = (max: number) =>
  requiredText(max).refine((value) => !/[\r\n]/.test(value), { error: MESSAGES.lineBreaksNotAllowed });
/** Blank and null count as not given. */
const blankAsMissing = (value: unknown) => (value === '' || value === null ? undefined : value);
const boolean = flagSchema.transform((value) => value === 1);

export const eventParamsSchema = z.object({ id: idSchema });
export const removeByIdBodySchema = z.object({ id: idSchema });

/** Step saves and updates answer `status: true` and a message besides the spec's own keys. */
const saved = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ status: z.literal(true), message: z.string(), ...shape });

// ——— Social ———
export const socialMediaBodySchema = z.object({
  eventId,
  email_message: text(1000).optional().default(''),
  instagramToggle: flagSchema.optional().default(0),
  facebookToggle: flagSchema.optional().default(0),
});
export type SocialMediaBody = z.input<typeof socialMediaBodySchema>;

export const socialUpdateBodySchema = z.object({
  instagram: flagSchema.optional().default(0),
  client_facebook: flagSchema.optional().default(0),
  email_message: text(1000).optional().default(''),
});
export type SocialUpdateBody = z.input<typeof socialUpdateBodySchema>;

export const socialReplySchema = saved({ social: socialSchema });
export type SocialReply = z.infer<typeof socialReplySchema>;

// ——— 3 in 1 animation ———
const playbackSpeed = z.coerce
  .number({ error: MESSAGES.playbackSpeed })
  .int({ error: MESSAGES.playbackSpeed })
  .min(1, { error: MESSAGES.playbackSpeed })
  .max(4, { error: MESSAGES.playbackSpeed })
  .default(DEFAULT_PLAYBACK_SPEED);
const individualPhoto = z
  .enum(['enabled', 'disabled'], { error: MESSAGES.invalidChoice })
  .default(DEFAULT_INDIVIDUAL_PHOTO);
const overlayFlags = {
  show_overlay: boolean.optional().default(false),
  mirror_live: boolean.optional().default(false),
};

export const gifSettingInputSchema = z.object({
  gifId: libraryId,
  number_of_frame: z.coerce
    .number({ error: MESSAGES.gifFrameCount })
    .int({ error: MESSAGES.gifFrameCount })
    .min(GIF_FRAME_COUNT.min, { error: MESSAGES.gifFrameCount })
    .max(GIF_FRAME_COUNT.max, { error: MESSAGES.gifFrameCount })
    .default(GIF_FRAME_COUNT.default),
  interval_count_down: z.coerce
    .number({ error: MESSAGES.gifCountdown })
    .int({ error: MESSAGES.gifCountdown })
    .min(GIF_COUNTDOWN_SECONDS.min, { error: MESSAGES.gifCountdown })
    .max(GIF_COUNTDOWN_SECONDS.max, { error: MESSAGES.gifCountdown })
    .default(GIF_COUNTDOWN_SECONDS.default),
  playback_speed: playbackSpeed,
  individual_photo: individualPhoto,
  ...overlayFlags,
});
export type GifSettingInput = z.input<typeof gifSettingInputSchema>;

const gifSettingList = acceptingClientItems(
  z
    .array(gifSettingInputSchema, { error: MESSAGES.chooseAnyAnimation })
    .min(1, { error: MESSAGES.chooseAnyAnimation })
    .max(100),
  settingsIn<ClientGifItem<GifSettingInput>>('gifId', ['settings', 'gif_settings'], ['gif_id', 'id']),
  '{id, photo, image, settings: {gifId, number_of_frame, …}, custom_frame}',
);

export const gifSettingBodySchema = z.object({ eventId, gif_setting: gifSettingList });
export type GifSettingBody = z.input<typeof gifSettingBodySchema>;
export const gifSettingUpdateBodySchema = z.object({ eventId: eventId.optional(), gif_setting: gifSettingList });
export type GifSettingUpdateBody = z.input<typeof gifSettingUpdateBodySchema>;

export const gifSettingSaveReplySchema = saved({
  gif_setting: z.literal('success'),
  gifSetting: z.array(gifSettingItemSchema),
});
export type GifSettingSaveReply = z.infer<typeof gifSettingSaveReplySchema>;
export const gifSettingReplySchema = z.object({ status: z.literal(true), gifSetting: z.array(gifSettingItemSchema) });
export type GifSettingReply = z.infer<typeof gifSettingReplySchema>;

// ——— 3 in 1 fast ———
export const burstGifInputSchema = z.object({
  brustGifId: libraryId,
  number_of_frame: z.coerce
    .number({ error: MESSAGES.burstFrameCount })
    .refine((count) => (BURST_FRAME_COUNTS as readonly number[]).includes(count), {
      error: MESSAGES.burstFrameCount,
    })
    .default(DEFAULT_BURST_FRAME_COUNT),
  playback_speed: playbackSpeed,
  individual_photo: individualPhoto,
  ...overlayFlags,
});
export type BurstGifInput = z.input<typeof burstGifInputSchema>;

const burstGifList = acceptingClientItems(
  z
    .array(burstGifInputSchema, { error: MESSAGES.chooseAnyAnimation })
    .min(1, { error: MESSAGES.chooseAnyAnimation })
    .max(100),
  settingsIn<ClientBurstGifItem<BurstGifInput>>(
    'brustGifId',
    ['settings', 'brust_gif_setting'],
    ['brust_gif_id', 'id'],
  ),
  '{id, photo, settings: {brustGifId, number_of_frame, …}}',
);

export const burstGifBodySchema = z.object({ eventId, brust_gif: burstGifList });
export type BurstGifBody = z.input<typeof burstGifBodySchema>;
export const burstGifUpdateBodySchema = z.object({ eventId: eventId.optional(), brust_gif: burstGifList });
export type BurstGifUpdateBody = z.input<typeof burstGifUpdateBodySchema>;

export const burstGifSaveReplySchema = saved({
  brust_gif: z.literal('success'),
  galleryItems: z.array(burstGifSettingItemSchema),
});
export type BurstGifSaveReply = z.infer<typeof burstGifSaveReplySchema>;
export const burstGifReplySchema = z.object({ galleryItems: z.array(burstGifSettingItemSchema) });
export type BurstGifReply = z.infer<typeof burstGifReplySchema>;

// ——— Custom frames (frames and 3 in 1 animations) ———
/** `frame_id` is the frame's id (create-custom-frame) or the animation's (create-gif-custom-frame). */
export const customFrameBodySchema = z.object({
  customImage: dataUrlOf(CUSTOM_FRAME_MAX_BYTES),
  event_id: eventId,
  frame_id: libraryId,
});
export type CustomFrameBody = z.input<typeof customFrameBodySchema>;

export const customFrameReplySchema = z.object({
  status: z.literal(true),
  custom_frame: customFrameSchema.extend({ frame_id: z.number(), event_id: z.number() }),
});
export type CustomFrameReply = z.infer<typeof customFrameReplySchema>;

export const removedReplySchema = z.object({ status: z.literal(true), message: z.string() });
export type RemovedReply = z.infer<typeof removedReplySchema>;

// ——— E-mail ———
const templateId = z.coerce
  .number({ error: MESSAGES.chooseAnyTemplate })
  .int({ error: MESSAGES.chooseAnyTemplate })
  .positive({ error: MESSAGES.chooseAnyTemplate });
const myTemplateId = z.preprocess(blankAsMissing, templateId.optional());

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
const emailContents = z.union([
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

function parseJsonObject(value: string): Record<string, unknown> | null {
  if (!value.trimStart().startsWith('{')) return null;
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const emailFields = {
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
  email_template_id: templateId,
  template_type: templateTypeSchema.optional().default('standard'),
  /** The organiser's saved template, when template_type is 'my'. */
  email_my_template_id: myTemplateId,
  /** Absent: the chosen template's own texts. */
  contents: emailContents.optional(),
  draft_status: draftStatus,
};

export const emailSettingsBodySchema = z.object({ eventId, ...emailFields });
export type EmailSettingsBody = z.input<typeof emailSettingsBodySchema>;
export const emailSettingsUpdateBodySchema = z.object({ eventId: eventId.optional(), ...emailFields });
export type EmailSettingsUpdateBody = z.input<typeof emailSettingsUpdateBodySchema>;

export const emailSettingsReplySchema = saved({
  event_email: z.object({ draft_status: draftStatusSchema }),
  email_setting: emailSettingSchema,
});
export type EmailSettingsReply = z.infer<typeof emailSettingsReplySchema>;
export const emailSettingsDataReplySchema = z.object({ emailSetting: emailSettingSchema.nullable() });
export type EmailSettingsDataReply = z.infer<typeof emailSettingsDataReplySchema>;

const templateName = requiredText(TEMPLATE_NAME_MAX_LENGTH, { missing: MESSAGES.templateNameRequired });

export const saveMyEmailTemplateBodySchema = z.object({
  name: templateName,
  email_template_id: templateId,
  contents: emailContents.optional(),
});
export type SaveMyEmailTemplateBody = z.input<typeof saveMyEmailTemplateBodySchema>;

export const savedEmailTemplateSchema = z.object({
  id: z.number(),
  name: z.string(),
  email_template_id: z.number(),
  contents: emailSettingSchema.shape.contents,
  email_template: emailTemplateItemSchema,
  created_at: z.string(),
});
export type SavedEmailTemplate = z.infer<typeof savedEmailTemplateSchema>;
export const savedEmailTemplatesReplySchema = z.object({ data: z.object({ data: z.array(savedEmailTemplateSchema) }) });
export type SavedEmailTemplatesReply = z.infer<typeof savedEmailTemplatesReplySchema>;

export const savedTemplateReplySchema = z.object({ message: z.string(), data: z.object({ id: z.number() }) });
export type SavedTemplateReply = z.infer<typeof savedTemplateReplySchema>;

// ——— Text messaging ———
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

/** The review link's rules (spec §5): a valid link, then a custom message of at most 60 characters without emoji. */
function checkReview(body: ReviewFields, ctx: z.RefinementCtx) {
  const issue = (path: keyof ReviewFields, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  const link = body.google_review_link;
  const message = body.google_review_custom_message ?? '';
  if (link !== undefined && !isReviewLink(link)) issue('google_review_link', MESSAGES.invalidReviewLink);
  if (link !== undefined && message === '') issue('google_review_custom_message', MESSAGES.reviewMessageRequired);
  if (containsEmoji(message)) issue('google_review_custom_message', MESSAGES.emojiInReviewMessage);
  if ([...message].length > REVIEW_MESSAGE_MAX_LENGTH) {
    issue('google_review_custom_message', MESSAGES.reviewMessageTooLong);
  }
}

const afterReviewFields = afterFields('google_review_link', 'google_review_custom_message');
export const textSmsBodySchema = z.object({ eventId, ...textSmsFields }).superRefine(checkReview, afterReviewFields);
export type TextSmsBody = z.input<typeof textSmsBodySchema>;
export const textSmsUpdateBodySchema = z
  .object({ eventId: eventId.optional(), ...textSmsFields })
  .superRefine(checkReview, afterReviewFields);
export type TextSmsUpdateBody = z.input<typeof textSmsUpdateBodySchema>;

export const textSmsReplySchema = saved({
  text_sms: z.object({ draft_status: draftStatusSchema }),
  text_message: textMessageSchema,
});
export type TextSmsReply = z.infer<typeof textSmsReplySchema>;

// ——— Digital props ———
const propList = acceptingClientItems(
  idList(MESSAGES.chooseAnyLibrary, 500),
  idIn<ClientPropItem>('prop_id', 'id'),
  '{id, image} or {prop_id, photo_frame}',
);
export const digitalPropBodySchema = z.object({ eventId, digital_prop_frame: propList });
export type DigitalPropBody = z.input<typeof digitalPropBodySchema>;
export const digitalPropUpdateBodySchema = z.object({ eventId: eventId.optional(), digital_prop_frame: propList });
export type DigitalPropUpdateBody = z.input<typeof digitalPropUpdateBodySchema>;

export const digitalPropReplySchema = saved({
  digital_prop: z.literal('success'),
  props: z.array(z.object({ prop_id: z.number(), photo_frame: z.string() })),
});
export type DigitalPropReply = z.infer<typeof digitalPropReplySchema>;

// ——— Watermark (custom branding) ———
const watermarkFields = {
  /** A data URL of a new image; absent (or the current image's address) keeps the current one. */
  photo: z.preprocess(blankAsMissing, dataUrlOf(WATERMARK_MAX_BYTES).optional()),
  align_x: z.enum(WATERMARK_ALIGN_X, { error: MESSAGES.invalidChoice }),
  align_y: z.enum(WATERMARK_ALIGN_Y, { error: MESSAGES.invalidChoice }),
};
export const watermarkBodySchema = z.object({ event_id: eventId, ...watermarkFields });
export type WatermarkBody = z.input<typeof watermarkBodySchema>;
export const watermarkUpdateBodySchema = z.object({ event_id: eventId.optional(), ...watermarkFields });
export type WatermarkUpdateBody = z.input<typeof watermarkUpdateBodySchema>;

export const watermarkReplySchema = saved({ watermark: watermarkSchema });
export type WatermarkReply = z.infer<typeof watermarkReplySchema>;

// ——— Social gallery (microsite) ———
const colour = z
  .string()
  .trim()
  .regex(/^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i, { error: MESSAGES.invalidColour });

/**
 * The microsite template's look. `logo` is a data URL of a new logo (under 50 KB), the address
 * of the current or a template's logo, or blank for none.
 */
export const micrositeContentsInputSchema = z.object({
  logo: z.string().max(200_000).optional().default(''),
  contentBodyText: text(2000).optional().default(''),
  SocialMenuStyle: colour.optional().default(DEFAULT_SOCIAL_MENU_STYLE),
  buttonText: text(100).optional().default(''),
  buttonColor: colour.optional().default(DEFAULT_SOCIAL_MENU_STYLE),
  footerText: text(1000).optional().default(''),
});
export type MicrositeContentsInput = z.input<typeof micrositeContentsInputSchema>;

/** Also accepted as JSON text of the same fields. */
const micrositeContents = z.union([
  micrositeContentsInputSchema,
  z
    .string()
    .max(200_000)
    .transform((value, ctx): z.output<typeof micrositeContentsInputSchema> => {
      const fields = micrositeContentsInputSchema.safeParse(parseJsonObject(value));
      if (fields.success) return fields.data;
      ctx.addIssue({ code: 'custom', message: MESSAGES.invalidPayload });
      return z.NEVER;
    }),
]);

const micrositeFields = {
  gallery_button: flagSchema.optional().default(0),
  meta_title: text(200).optional().default(''),
  /** Blank removes the password; absent keeps the current one. Kept hashed. */
  gallery_password: z.string().max(128).nullable().optional(),
  sms: flagSchema.optional().default(0),
  email: flagSchema.optional().default(0),
  facebook: flagSchema.optional().default(0),
  instagram: flagSchema.optional().default(0),
  linked_in: flagSchema.optional().default(0),
  twitter: flagSchema.optional().default(0),
  download: flagSchema.optional().default(0),
  microsite_template_id: templateId,
  template_type: templateTypeSchema.optional().default('standard'),
  my_social_gallery_id: myTemplateId,
  /** Absent: the chosen template's own look. */
  contents: micrositeContents.optional(),
  tag_script: z.string().max(TAG_SCRIPT_MAX_LENGTH).nullable().optional(),
};

export const socialGalleryBodySchema = z.object({ eventId, ...micrositeFields });
export type SocialGalleryBody = z.input<typeof socialGalleryBodySchema>;
export const micrositeUpdateBodySchema = z.object({ eventId: eventId.optional(), ...micrositeFields });
export type MicrositeUpdateBody = z.input<typeof micrositeUpdateBodySchema>;

export const micrositeReplySchema = saved({ microsite: micrositeSchema });
export type MicrositeReply = z.infer<typeof micrositeReplySchema>;
export const micrositeGetReplySchema = z.object({ microsite: micrositeSchema.nullable() });
export type MicrositeGetReply = z.infer<typeof micrositeGetReplySchema>;

export const saveMySocialGalleryTemplateBodySchema = z.object({
  name: templateName,
  microsite_template_id: templateId,
  contents: micrositeContents.optional(),
});
export type SaveMySocialGalleryTemplateBody = z.input<typeof saveMySocialGalleryTemplateBodySchema>;

export const savedSocialGalleryTemplateSchema = z.object({
  id: z.number(),
  name: z.string(),
  microsite_template_id: z.number(),
  contents: micrositeSchema.shape.contents,
  social_template: micrositeTemplateItemSchema,
  created_at: z.string(),
});
export type SavedSocialGalleryTemplate = z.infer<typeof savedSocialGalleryTemplateSchema>;
export const savedSocialGalleryTemplatesReplySchema = z.object({
  data: z.object({ data: z.array(savedSocialGalleryTemplateSchema) }),
});
export type SavedSocialGalleryTemplatesReply = z.infer<typeof savedSocialGalleryTemplatesReplySchema>;

// ——— Frames ———
/** One frame or a list of them (the library modal selects many). */
const frameSelection = acceptingClientItems(
  z.union([libraryId, z.array(libraryId).max(200)]).transform((value) => (Array.isArray(value) ? value : [value])),
  idIn<ClientFrameItem>('frame_id', 'id'),
  '{id, preview_image, custom_frame} or {frame_id, photo_frame}',
);

export const eventPhotoFrameBodySchema = z.object({ eventId, photo_frame: frameSelection });
export type EventPhotoFrameBody = z.input<typeof eventPhotoFrameBodySchema>;
export const frameUpdateBodySchema = z.object({ eventId: eventId.optional(), photo_frame_template: frameSelection });
export type FrameUpdateBody = z.input<typeof frameUpdateBodySchema>;

export const photoFrameReplySchema = saved({
  photo_frame: z.literal('success'),
  frames: z.array(z.object({ frame_id: z.number() })),
});
export type PhotoFrameReply = z.infer<typeof photoFrameReplySchema>;

// ——— Incentives and offers ———
const usesLimit = z.preprocess(
  blankAsMissing,
  z.coerce
    .number({ error: MESSAGES.thisIsRequired })
    .int({ error: MESSAGES.usesLimitInvalid })
    .min(1, { error: MESSAGES.usesLimitInvalid })
    .max(OFFER_USES_MAX, { error: MESSAGES.usesLimitInvalid }),
);

export const incentiveOfferInputSchema = z.object({
  /** The row's id when it was saved before (keeps the vouchers it gave out). */
  id: z.preprocess(blankAsMissing, idSchema.optional()),
  offer_name: requiredText(OFFER_NAME_MAX_LENGTH, {
    missing: MESSAGES.thisIsRequired,
    tooLong: MESSAGES.offerNameTooLong,
  }),
  uses_limit: usesLimit,
  /** 'YYYY-MM-DD HH:mm' in the event's time zone, not in the past. */
  expire_in: z.string({ error: MESSAGES.thisIsRequired }).trim().refine(isWallTime, { error: MESSAGES.thisIsRequired }),
});
export type IncentiveOfferInput = z.input<typeof incentiveOfferInputSchema>;

const incentiveFields = {
  incentive_offer: z
    .array(incentiveOfferInputSchema, { error: MESSAGES.thisIsRequired })
    .min(1, { error: MESSAGES.thisIsRequired })
    .max(MAX_OFFERS, { error: MESSAGES.tooManyOffers }),
  /** Required unless the step is saved as a draft. */
  description: z.preprocess(blankAsMissing, text(OFFER_DESCRIPTION_MAX_LENGTH).optional()),
  draft_status: draftStatus,
};

type IncentiveFields = { description?: string | undefined; draft_status: 'draft' | 'final' };

function checkDescription(body: IncentiveFields, ctx: z.RefinementCtx) {
  if (body.draft_status === 'final' && !body.description) {
    ctx.addIssue({ code: 'custom', path: ['description'], message: MESSAGES.thisIsRequired });
  }
}

const afterDescriptionFields = afterFields('description', 'draft_status');
export const incentiveOfferBodySchema = z
  .object({ eventId, ...incentiveFields })
  .superRefine(checkDescription, afterDescriptionFields);
export type IncentiveOfferBody = z.input<typeof incentiveOfferBodySchema>;
export const incentiveOfferUpdateBodySchema = z
  .object({ eventId: eventId.optional(), ...incentiveFields })
  .superRefine(checkDescription, afterDescriptionFields);
export type IncentiveOfferUpdateBody = z.input<typeof incentiveOfferUpdateBodySchema>;

const incentiveData = z.object({
  incentive_offer: z.array(incentiveOfferSchema),
  incentive_details: incentiveDetailsSchema.nullable(),
});
export const incentiveOfferReplySchema = saved({ data: incentiveData });
export type IncentiveOfferReply = z.infer<typeof incentiveOfferReplySchema>;
export const incentiveOfferGetReplySchema = incentiveData;
export type IncentiveOfferGetReply = z.infer<typeof incentiveOfferGetReplySchema>;

// ——— Filters ———
const filterList = acceptingClientItems(
  z.array(libraryId).max(200),
  idIn<ClientFilterItem>('color_filter_id', 'id'),
  '{color_filter_id, filter_photo, id, filter_url}',
);
export const eventFilterBodySchema = z.object({ eventId, option_filters: filterList });
export type EventFilterBody = z.input<typeof eventFilterBodySchema>;
export const filterUpdateBodySchema = z.object({ eventId: eventId.optional(), option_filters: filterList });
export type FilterUpdateBody = z.input<typeof filterUpdateBodySchema>;

export const eventFilterReplySchema = saved({
  filters: z.literal('success'),
  filter: z.array(z.object({ color_filter_id: z.number() })),
});
export type EventFilterReply = z.infer<typeof eventFilterReplySchema>;

// ——— Form builder ———
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

const formFields = {
  form_name: requiredText(200),
  form_data: z
    .array(formFieldInputSchema, { error: MESSAGES.formEmpty })
    .min(1, { error: MESSAGES.formEmpty })
    .max(FORM_MAX_FIELDS)
    .superRefine(checkUniqueNames, afterFields()),
};

export const formDataBodySchema = z.object({ eventId, ...formFields });
export type FormDataBody = z.input<typeof formDataBodySchema>;
export const formDataUpdateBodySchema = z.object({ eventId: eventId.optional(), ...formFields });
export type FormDataUpdateBody = z.input<typeof formDataUpdateBodySchema>;

export const formDataReplySchema = saved({ form: eventFormBuilderSchema });
export type FormDataReply = z.infer<typeof formDataReplySchema>;
