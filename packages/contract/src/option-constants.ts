/**
 * Fixed lists and limits of the option steps, shared by both apps.
 * Kept free of zod so the web can import them without the schema library.
 */

/** 3 in 1 animation settings. */
export const GIF_FRAME_COUNT = { min: 2, max: 6, default: 2 } as const;
export const GIF_COUNTDOWN_SECONDS = { min: 1, max: 5, default: 3 } as const;
/** Playback speeds 1..4; the chooser starts new items at 2, the settings modal at 1. */
export const PLAYBACK_SPEEDS = [
  { value: 1, label: 'Slow' },
  { value: 2, label: 'Medium' },
  { value: 3, label: 'Fast' },
  { value: 4, label: 'Super Fast' },
] as const;
export const DEFAULT_PLAYBACK_SPEED = 2;
export const INDIVIDUAL_PHOTO_VALUES = ['enabled', 'disabled'] as const;
export const DEFAULT_INDIVIDUAL_PHOTO = 'disabled';

/** 3 in 1 fast: frames per burst. */
export const BURST_FRAME_COUNTS = [6, 8, 10, 12, 14, 16] as const;
export const DEFAULT_BURST_FRAME_COUNT = 6;

/** Custom frames (frames and 3 in 1 animations) are overlays of exactly the base frame's size. */
export const FRAME_WIDTH = 500;
export const FRAME_HEIGHT = 628;
export const CUSTOM_FRAME_MAX_BYTES = 3 * 1024 * 1024;

/** Watermark (custom branding): positions, image limit and the preview's geometry. */
export const WATERMARK_ALIGN_X = ['left', 'right'] as const;
export const WATERMARK_ALIGN_Y = ['top', 'bottom'] as const;
export const WATERMARK_MAX_BYTES = 2 * 1024 * 1024;
export const WATERMARK_OFFSET_PX = 20;
export const WATERMARK_PREVIEW = { width: 380, height: 488 } as const;

/** E-mail and microsite templates: a standard one of the library, or one the organiser saved. */
export const TEMPLATE_TYPES = ['standard', 'my'] as const;
export const EMAIL_SEND_OPTIONS = ['social_gallery_link'] as const;
export const EMAIL_CONTENTS_MAX_LENGTH = 900_000;
export const TEMPLATE_NAME_MAX_LENGTH = 100;
export const NAME_ERROR_DISPLAY_MS = 3000;

/** Whether a step was saved with Save as draft or with Next. */
export const DRAFT_STATUSES = ['draft', 'final'] as const;

/** Text messaging. `send` 1 = the Social Gallery link. */
export const SMS_SEND_SOCIAL_GALLERY_LINK = 1;
export const TEXT_MESSAGE_MAX_LENGTH = 1000;
export const REVIEW_MESSAGE_MAX_LENGTH = 60;
export const GOOGLE_REVIEW_DELAYS_MINUTES = [
  1, 5, 10, 15, 30, 60, 120, 180, 240, 300, 360, 420, 480, 540, 600, 660, 720, 1080, 1440,
] as const;
export const DEFAULT_GOOGLE_REVIEW_DELAY = 1;

/** Microsite (social gallery). */
export const MICROSITE_LOGO_MAX_BYTES = 50 * 1024;
export const MICROSITE_SHARE_TOGGLES = [
  'sms',
  'email',
  'facebook',
  'instagram',
  'linked_in',
  'twitter',
  'download',
] as const;
export type MicrositeShareToggle = (typeof MICROSITE_SHARE_TOGGLES)[number];
export const TAG_SCRIPT_MAX_LENGTH = 20_000;

/** Incentives and offers. */
export const OFFER_NAME_MAX_LENGTH = 60;
export const MAX_OFFERS = 12;
export const OFFER_ADD_STEP = 3;
export const OFFER_INITIAL_ROWS = 3;
export const OFFER_DESCRIPTION_MAX_LENGTH = 1000;
export const OFFER_USES_MAX = 1_000_000;

/** Form builder. */
export const FORM_FIELD_TYPES = ['text', 'email', 'number', 'select', 'radio', 'checkbox', 'textarea'] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];
/** Field types whose answers are picked from `values`. */
export const CHOICE_FIELD_TYPES: readonly FormFieldType[] = ['select', 'radio', 'checkbox'];
export const FORM_MAX_FIELDS = 50;
export const FORM_MAX_VALUES = 50;
/** Field names become the keys of captured answers: letters, digits, '_' and '-'. */
export const FORM_FIELD_NAME_PATTERN = /^[A-Za-z0-9_-]+$/;

/**
 * Emoji, as the SMS fields refuse them: pictographs shown as emoji by default, text symbols
 * turned into emoji (U+FE0F), skin tones, flags and keycaps. Plain symbols such as © or → pass.
 */
const EMOJI =
  /\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F|\p{Emoji_Modifier}|\p{Regional_Indicator}|\u20E3/u;

export const containsEmoji = (text: string): boolean => EMOJI.test(text);

/**
 * The length of an SMS text as its limits count it, in the form and on the server alike: in code
 * points, so a character outside the basic plane (a pepper 🌶 without emoji style, a 𝐁old letter)
 * counts once, where a string's `length` counts its two UTF-16 units.
 */
export const smsTextLength = (text: string): number => [...text].length;

/** What makes up an emoji: pictographs, skin tones, flag letters, the joiner, emoji style and the keycap. */
const EMOJI_PART =
  /\p{Extended_Pictographic}|\p{Emoji_Presentation}|\p{Emoji_Modifier}|\p{Regional_Indicator}|[\u200D\uFE0F\u20E3]/gu;

/**
 * The text with its emoji taken out and everything else kept: a skin-toned hand, a flag or a
 * family leaves nothing behind, a keycap leaves its digit, and a skin tone typed on its own does
 * not take the space before it along.
 */
export function withoutEmoji(text: string): string {
  if (!containsEmoji(text)) return text;
  const characters = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text);
  return Array.from(characters, ({ segment }) =>
    containsEmoji(segment) ? segment.replace(EMOJI_PART, '') : segment,
  ).join('');
}

/** A Google review link: http:// or https://, no whitespace. */
export function isReviewLink(link: string): boolean {
  return /^https?:\/\/\S+$/i.test(link) && URL.canParse(link);
}

/**
 * Printing: the paper sizes a booth prints on, at 300 dpi. `sheet` is the page in inches and in
 * pixels; `artwork` is the print frame's size in pixels (a strip's frame is one strip: two strips,
 * side by side, fill a 4×6 sheet). Kept free of zod, so the kiosk composes prints from it.
 */
export const PRINT_DPI = 300;
export const PAPER_SIZES = {
  '4x6-landscape': { label: '4×6 in landscape', inches: [6, 4], artwork: [1800, 1200], strips: 1 },
  '4x6-portrait': { label: '4×6 in portrait', inches: [4, 6], artwork: [1200, 1800], strips: 1 },
  '2x6-strips': { label: '2×6 in strips, two to a 4×6 sheet', inches: [4, 6], artwork: [600, 1800], strips: 2 },
  '6x6': { label: '6×6 in', inches: [6, 6], artwork: [1800, 1800], strips: 1 },
  a6: { label: 'A6 (105×148 mm)', inches: [105 / 25.4, 148 / 25.4], artwork: [1240, 1748], strips: 1 },
} as const;
export type PaperSize = keyof typeof PAPER_SIZES;
export const PAPER_SIZE_IDS = Object.keys(PAPER_SIZES) as [PaperSize, ...PaperSize[]];
/** The sheet's size in pixels at 300 dpi: its strips side by side. */
export const sheetPixels = (paper: PaperSize): [number, number] => {
  const { artwork, strips } = PAPER_SIZES[paper];
  return [artwork[0] * strips, artwork[1]];
};
/** The most copies an organiser may let each guest print. */
export const PRINT_COPIES_MAX = 10;
/** Shots a strip session takes. */
export const STRIP_SHOTS = [3, 4] as const;
export const PRINT_FRAME_MAX_BYTES = 8 * 1024 * 1024;

/** What the print jobs' call answers with, and the kiosk shows. */
export const PRINT_MESSAGES = {
  recorded: 'Print recorded.',
  printingOff: 'This event does not print.',
  limitReached: 'This event has printed all the prints it may: no more prints today.',
  copies: `Copies are 1 to the event's copies per guest (at most ${PRINT_COPIES_MAX}).`,
} as const;

/** Where a strip's shots sit on it, in pixels: a margin round them, a gap between, a footer for the frame's artwork. */
export const STRIP_LAYOUT = { margin: 30, gap: 20, footer: 200 } as const;
export type StripSlot = { x: number; y: number; width: number; height: number };
export function stripSlots(shots: number, [width, height]: readonly [number, number] = [600, 1800]): StripSlot[] {
  const { margin, gap, footer } = STRIP_LAYOUT;
  const slotHeight = Math.floor((height - margin - footer - gap * (shots - 1)) / shots);
  return Array.from({ length: shots }, (_, index) => ({
    x: margin,
    y: margin + index * (slotHeight + gap),
    width: width - 2 * margin,
    height: slotHeight,
  }));
}
