/**
 * The languages a guest may be spoken to in: the kiosk, the guest pages and the messages a guest
 * receives. Each has a catalogue in `packages/i18n`; English is the one every other is checked
 * against. An event offers some of them and names one its default. No schema library here: the
 * kiosk's and the guest pages' first load reads these (the schemas are in guest-language-schemas.ts).
 */
export const GUEST_LANGUAGES = ['en', 'es', 'fr', 'de', 'pt', 'ar'] as const;
export type GuestLanguage = (typeof GUEST_LANGUAGES)[number];

export const DEFAULT_GUEST_LANGUAGE: GuestLanguage = 'en';

/** Each language's name in itself, as a guest looks for it in a list. */
export const LANGUAGE_NAMES: Record<GuestLanguage, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  pt: 'Português',
  ar: 'العربية',
};

/** Languages written right to left: their pages get `dir="rtl"`. */
export const RIGHT_TO_LEFT: readonly GuestLanguage[] = ['ar'];

export const directionOf = (language: GuestLanguage): 'ltr' | 'rtl' =>
  RIGHT_TO_LEFT.includes(language) ? 'rtl' : 'ltr';

export const isGuestLanguage = (value: unknown): value is GuestLanguage =>
  typeof value === 'string' && (GUEST_LANGUAGES as readonly string[]).includes(value);

export const LANGUAGE_MESSAGES = {
  unknown: 'Choose one of the languages Boothdeck speaks.',
  defaultMissing: 'The default language must be one of the event’s languages.',
  duplicate: 'Each language can be chosen once.',
  none: 'Choose at least one language.',
  textLanguage: 'Texts can only be given in the event’s languages.',
} as const;

/**
 * The texts an organiser writes that may be given again per language. Each falls back to the
 * text of the option step (the default language's) when a language has none.
 */
export const TRANSLATABLE_TEXTS = [
  'share_email_subject',
  'share_email_body',
  'share_email_button',
  'share_sms',
  'consent_terms',
  'offer_terms',
  'form_name',
] as const;
export type TranslatableText = (typeof TRANSLATABLE_TEXTS)[number];

/** A form field's label, per language: `form_label:<field name>`. */
export const FORM_LABEL_PREFIX = 'form_label:';

/** `{es: {share_sms: '…'}, …}`: the organiser's texts in the event's other languages. */
export type TranslatedTexts = Partial<Record<GuestLanguage, Record<string, string>>>;

/** An event's languages: which it offers, its default, and the organiser's texts in the others. */
export type EventLanguages = {
  languages: GuestLanguage[];
  default_language: GuestLanguage;
  translated_texts: TranslatedTexts;
};

export const DEFAULT_EVENT_LANGUAGES: EventLanguages = {
  languages: [DEFAULT_GUEST_LANGUAGE],
  default_language: DEFAULT_GUEST_LANGUAGE,
  translated_texts: {},
};

/**
 * The organiser's text in `language`, else the default language's (the option step's own text).
 * An empty translation counts as none.
 */
export function translatedText(
  texts: TranslatedTexts | undefined,
  language: GuestLanguage | null | undefined,
  key: string,
  fallback: string,
): string {
  const given = language ? texts?.[language]?.[key] : undefined;
  return given?.trim() ? given : fallback;
}

/**
 * The language a guest's browser asks for among the event's: the first of `preferred` (as
 * `navigator.languages` lists them, `es-MX` matching `es`) the event offers, else its default.
 */
export function pickGuestLanguage(
  preferred: readonly string[],
  offered: readonly GuestLanguage[],
  fallback: GuestLanguage,
): GuestLanguage {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    const found = offered.find((language) => language === base);
    if (found) return found;
  }
  return offered.includes(fallback) ? fallback : (offered[0] ?? DEFAULT_GUEST_LANGUAGE);
}
