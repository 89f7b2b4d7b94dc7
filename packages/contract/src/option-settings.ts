/**
 * What each option step saved for an event, in the API's shapes. The event reply
 * (show-event, continue/draft-event) nests all of them; each is null until its step is saved.
 * Image fields are URLs the browser loads as they are.
 */
import { z } from 'zod';
import { emailTemplateContentsSchema, micrositeTemplateContentsSchema, templateLayoutSchema } from './libraries.ts';
import {
  DRAFT_STATUSES,
  EMAIL_SEND_OPTIONS,
  FORM_FIELD_TYPES,
  INDIVIDUAL_PHOTO_VALUES,
  PAPER_SIZE_IDS,
  TEMPLATE_TYPES,
  WATERMARK_ALIGN_X,
  WATERMARK_ALIGN_Y,
} from './option-constants.ts';

const imageUrl = z.string();
const bit = z.union([z.literal(0), z.literal(1)]);

export const draftStatusSchema = z.enum(DRAFT_STATUSES);
export type DraftStatus = z.infer<typeof draftStatusSchema>;
export const templateTypeSchema = z.enum(TEMPLATE_TYPES);
export type TemplateType = z.infer<typeof templateTypeSchema>;
export const individualPhotoSchema = z.enum(INDIVIDUAL_PHOTO_VALUES);

/** Social: '1' = guests may share to Facebook / Instagram. */
export const socialSchema = z.object({
  instagram: z.enum(['0', '1']),
  client_facebook: z.enum(['0', '1']),
  email_message: z.string(),
});
export type Social = z.infer<typeof socialSchema>;

/** A custom overlay uploaded for a frame or a 3 in 1 animation. */
export const customFrameSchema = z.object({ id: z.number(), frame: imageUrl });
export type CustomFrame = z.infer<typeof customFrameSchema>;

export const gifSettingsSchema = z.object({
  gifId: z.number(),
  number_of_frame: z.number(),
  interval_count_down: z.number(),
  playback_speed: z.number(),
  individual_photo: individualPhotoSchema,
  show_overlay: z.boolean(),
  mirror_live: z.boolean(),
});
export type GifSettings = z.infer<typeof gifSettingsSchema>;

/** A chosen 3 in 1 animation with its settings; `gif.custom_frame` lists its custom overlay, if any. */
export const gifSettingItemSchema = z.object({
  gif_id: z.number(),
  photo: imageUrl,
  gif_settings: gifSettingsSchema,
  gif: z.object({
    id: z.number(),
    /** The library animation's name. */
    name: z.string(),
    photo: imageUrl,
    preview_image: imageUrl,
    custom_frame: z.array(customFrameSchema),
  }),
});
export type GifSettingItem = z.infer<typeof gifSettingItemSchema>;

export const burstGifSettingsSchema = z.object({
  brustGifId: z.number(),
  number_of_frame: z.number(),
  playback_speed: z.number(),
  individual_photo: individualPhotoSchema,
  show_overlay: z.boolean(),
  mirror_live: z.boolean(),
});
export type BurstGifSettings = z.infer<typeof burstGifSettingsSchema>;

/** A chosen 3 in 1 fast style with its settings. */
export const burstGifSettingItemSchema = z.object({
  brust_gif_id: z.number(),
  /** The library style's name. */
  name: z.string(),
  photo: imageUrl,
  brust_gif_setting: burstGifSettingsSchema,
});
export type BurstGifSettingItem = z.infer<typeof burstGifSettingItemSchema>;

export const emailSettingSchema = z.object({
  from_name: z.string(),
  reply_to: z.string(),
  email_subject: z.string(),
  send: z.enum(EMAIL_SEND_OPTIONS),
  email_template_id: z.number(),
  email_template: z.object({ id: z.number(), image: imageUrl, name: z.string(), layout: templateLayoutSchema }),
  template_type: templateTypeSchema,
  email_my_template_id: z.number().nullable(),
  /** The template's texts; `contentBodyText` is rich HTML, sanitised on save. */
  contents: emailTemplateContentsSchema,
  draft_status: draftStatusSchema,
});
export type EmailSetting = z.infer<typeof emailSettingSchema>;

export const textMessageSchema = z.object({
  text_message: z.string(),
  google_review_link: z.string(),
  google_review_custom_message: z.string(),
  google_review_message_delay: z.number(),
  /** Where guests' text messages may go; empty: the country of the event's time zone. */
  sms_countries: z.array(z.string()).optional(),
  /** 1 = the Social Gallery link. */
  send: z.number(),
  draft_status: draftStatusSchema,
});
export type TextMessage = z.infer<typeof textMessageSchema>;

/** A chosen digital prop: `photo_frame` is its image. */
export const eventPropSchema = z.object({ prop_id: z.number(), name: z.string(), photo_frame: imageUrl });
export type EventProp = z.infer<typeof eventPropSchema>;

/** The watermark is one per event; its `id` is the event's id (PUT watermark/{id}). */
export const watermarkSchema = z.object({
  id: z.number(),
  event_id: z.number(),
  photo: imageUrl,
  align_x: z.enum(WATERMARK_ALIGN_X),
  align_y: z.enum(WATERMARK_ALIGN_Y),
});
export type Watermark = z.infer<typeof watermarkSchema>;

/** A virtual backdrop: a picture the booth puts behind the guest; `id` is stable while it is kept. */
export const backdropSchema = z.object({ id: z.number(), name: z.string(), image: imageUrl });
export type Backdrop = z.infer<typeof backdropSchema>;

/** The share switches of the social gallery, as stored and as sent back. */
export const micrositeToggles = {
  sms: bit,
  email: bit,
  facebook: bit,
  instagram: bit,
  linked_in: bit,
  twitter: bit,
  download: bit,
};

/**
 * Who sees an event's public gallery: every guest every capture (`everyone`), each guest only the
 * captures this browser opened through their own share link or the booth's QR code (`own`), or
 * nobody: share links only (`off`).
 */
export const GALLERY_PRIVACY_MODES = ['everyone', 'own', 'off'] as const;
export const galleryPrivacySchema = z.enum(GALLERY_PRIVACY_MODES);
export type GalleryPrivacy = z.infer<typeof galleryPrivacySchema>;

/**
 * The social gallery (microsite). The gallery password is kept hashed and never sent back:
 * `has_gallery_password` says whether the gallery is protected.
 */
export const micrositeSchema = z.object({
  gallery_button: bit,
  meta_title: z.string(),
  has_gallery_password: z.boolean(),
  ...micrositeToggles,
  microsite_template_id: z.number(),
  microsite_template: z.object({
    id: z.number(),
    name: z.string(),
    template_image: imageUrl,
    template_name: templateLayoutSchema,
  }),
  microsite_template_photo: imageUrl,
  template_type: templateTypeSchema,
  my_social_gallery_id: z.number().nullable(),
  contents: micrositeTemplateContentsSchema,
  /** The organiser's header tracking script, kept as text; it only ever runs sandboxed. */
  tag_script: z.string(),
  /** Who sees the public gallery. */
  gallery_privacy: galleryPrivacySchema,
  /** 1: the venue slide show shows every approved capture even when guests see only their own, or none. */
  venue_slide_show: bit,
});
export type Microsite = z.infer<typeof micrositeSchema>;

/** A chosen frame; `photo_frame` is its preview (as `preview_image`), `frame` the overlay. */
export const eventFrameSchema = z.object({
  frame_id: z.number(),
  /** The library frame's name. */
  name: z.string(),
  preview_image: imageUrl,
  photo_frame: imageUrl,
  frame: imageUrl,
  custom_frame: z.array(customFrameSchema),
});
export type EventFrame = z.infer<typeof eventFrameSchema>;

export const eventFilterSchema = z.object({
  id: z.number(),
  color_filter_id: z.number(),
  name: z.string(),
  filter_photo: imageUrl,
  filter_url: imageUrl,
});
export type EventFilter = z.infer<typeof eventFilterSchema>;

/** An offer row; `expire_in` is a wall time in the event's zone, `expire_at` the same UTC instant. */
export const incentiveOfferSchema = z.object({
  id: z.number(),
  offer_name: z.string(),
  uses_limit: z.number(),
  expire_in: z.string(),
  expire_at: z.string(),
});
export type IncentiveOffer = z.infer<typeof incentiveOfferSchema>;

export const incentiveDetailsSchema = z.object({ description: z.string() });
export type IncentiveDetails = z.infer<typeof incentiveDetailsSchema>;

export const formFieldSchema = z.object({
  type: z.enum(FORM_FIELD_TYPES),
  label: z.string(),
  name: z.string(),
  values: z.array(z.string()),
});
export type FormField = z.infer<typeof formFieldSchema>;

export const eventFormBuilderSchema = z.object({ form_name: z.string(), form_data: z.array(formFieldSchema) });
export type EventFormBuilder = z.infer<typeof eventFormBuilderSchema>;

/**
 * Printing: the paper, the copies each guest may print (1 to `copies`; auto-print prints
 * `copies`), whether the booth prints by itself after each capture, the event's limit of sheets
 * (null: none), the shots of a strip session and the print frame laid over each print (or strip).
 */
export const printingSchema = z.object({
  paper: z.enum(PAPER_SIZE_IDS),
  copies: z.number(),
  auto_print: bit,
  print_limit: z.number().nullable(),
  strip_shots: z.number(),
  print_frame: imageUrl.nullable(),
});
export type Printing = z.infer<typeof printingSchema>;

/** Every option's saved settings, as the event reply nests them. Lists are null when nothing is chosen. */
export const eventOptionSettingsSchema = z.object({
  social: socialSchema.nullable(),
  gif_gallery: z.array(gifSettingItemSchema).nullable(),
  brust_gif_gallery: z.array(burstGifSettingItemSchema).nullable(),
  email_setting: emailSettingSchema.nullable(),
  text_message: textMessageSchema.nullable(),
  digital_prop: z.array(eventPropSchema).nullable(),
  watermark: watermarkSchema.nullable(),
  microsite: micrositeSchema.nullable(),
  photo_frame: z.array(eventFrameSchema).nullable(),
  filter: z.array(eventFilterSchema).nullable(),
  incentive_offer: z.array(incentiveOfferSchema).nullable(),
  incentive_details: incentiveDetailsSchema.nullable(),
  event_form_builder: eventFormBuilderSchema.nullable(),
  backdrop: z.array(backdropSchema).nullable(),
  printing: printingSchema.nullable(),
});
export type EventOptionSettings = z.infer<typeof eventOptionSettingsSchema>;

/** An event none of whose option steps has been saved. */
export const NO_OPTION_SETTINGS = Object.fromEntries(
  Object.keys(eventOptionSettingsSchema.shape).map((key) => [key, null]),
) as EventOptionSettings;
