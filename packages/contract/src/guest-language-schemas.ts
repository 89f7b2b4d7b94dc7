/** The schemas of an event's guest languages, checked by the server (guest-languages.ts: the names and rules). */
import { z } from 'zod';
import {
  type EventLanguages,
  GUEST_LANGUAGES,
  type GuestLanguage,
  LANGUAGE_MESSAGES,
  TRANSLATABLE_TEXTS,
} from './guest-languages.ts';

export const guestLanguageSchema = z.enum(GUEST_LANGUAGES, { error: LANGUAGE_MESSAGES.unknown });

const textKeySchema = z.union([z.enum(TRANSLATABLE_TEXTS), z.string().regex(/^form_label:[A-Za-z0-9_-]{1,80}$/)]);

export const translatedTextsSchema = z.partialRecord(
  guestLanguageSchema,
  z.record(textKeySchema, z.string().trim().max(5000)),
);

export const eventLanguagesSchema: z.ZodType<EventLanguages, unknown> = z
  .object({
    languages: z.array(guestLanguageSchema).min(1, LANGUAGE_MESSAGES.none).max(GUEST_LANGUAGES.length),
    default_language: guestLanguageSchema,
    translated_texts: translatedTextsSchema.default({}),
  })
  .superRefine((value, context) => {
    if (new Set(value.languages).size !== value.languages.length) {
      context.addIssue({ code: 'custom', path: ['languages'], message: LANGUAGE_MESSAGES.duplicate });
    }
    if (!value.languages.includes(value.default_language)) {
      context.addIssue({ code: 'custom', path: ['default_language'], message: LANGUAGE_MESSAGES.defaultMissing });
    }
    for (const language of Object.keys(value.translated_texts)) {
      if (!value.languages.includes(language as GuestLanguage)) {
        context.addIssue({
          code: 'custom',
          path: ['translated_texts', language],
          message: LANGUAGE_MESSAGES.textLanguage,
        });
      }
    }
  });
