/**
 * An event's guest languages: which the kiosk and guest pages offer, the default, and the
 * organiser's texts in the other languages. Kept as one JSON column on the event; an event that
 * never chose reads as English only. Messages to a guest go out in the guest's language when the
 * event offers it, else in the default.
 */
import {
  DEFAULT_EVENT_LANGUAGES,
  EVENT_LANGUAGES_MESSAGES,
  type EventLanguages,
  type EventLanguagesReply,
  eventLanguagesSchema,
  type GuestLanguage,
  isGuestLanguage,
} from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { type GuestText, guestTextIn } from '@boothdeck/i18n/server';
import { AppError } from '../../shared/app-error.ts';
import { nowIso } from '../../shared/clock.ts';
import type { EventsRepository } from './events.repository.ts';
import type { EventRow } from './events.tables.ts';

/** The event's languages as stored; a column never written (or unreadable) is English only. */
export function eventLanguagesOf(event: Pick<EventRow, 'languages'> | undefined): EventLanguages {
  if (!event?.languages) return DEFAULT_EVENT_LANGUAGES;
  try {
    const parsed = eventLanguagesSchema.safeParse(JSON.parse(event.languages));
    return parsed.success ? parsed.data : DEFAULT_EVENT_LANGUAGES;
  } catch {
    return DEFAULT_EVENT_LANGUAGES;
  }
}

/** The language a guest's message goes out in: theirs when the event offers it, else the event's default. */
export function messageLanguageOf(languages: EventLanguages, asked: string | null | undefined): GuestLanguage {
  return isGuestLanguage(asked) && languages.languages.includes(asked) ? asked : languages.default_language;
}

export function createEventLanguages(repository: Pick<EventsRepository, 'findOwned' | 'update'>) {
  return {
    async read(userId: number, eventId: number): Promise<EventLanguagesReply> {
      const event = await repository.findOwned(userId, eventId);
      if (!event) throw new AppError('not_found', MESSAGES.notFound);
      return { message: EVENT_LANGUAGES_MESSAGES.read, languages: eventLanguagesOf(event) };
    },

    async save(userId: number, eventId: number, languages: EventLanguages): Promise<EventLanguagesReply> {
      // A language the event no longer offers takes its texts with it.
      const kept = Object.fromEntries(
        Object.entries(languages.translated_texts).filter(([language]) =>
          languages.languages.includes(language as GuestLanguage),
        ),
      );
      const saved: EventLanguages = { ...languages, translated_texts: kept };
      const event = await repository.update(userId, eventId, {
        languages: JSON.stringify(saved),
        updated_at: nowIso(),
      });
      if (!event) throw new AppError('not_found', MESSAGES.notFound);
      return { message: EVENT_LANGUAGES_MESSAGES.saved, languages: saved };
    },
  };
}

export type EventLanguagesService = ReturnType<typeof createEventLanguages>;

/**
 * What a message to a guest is made with: their language (as `messageLanguageOf` settles it), its
 * catalogue on the event's clock, and the organiser's texts in it (undefined where they gave none,
 * so the caller falls back to the default language's).
 */
export function guestMessageLanguageOf(
  event: Pick<EventRow, 'languages' | 'time_zone'>,
  asked: string | null | undefined,
): { language: GuestLanguage; isDefault: boolean; text: GuestText; translated: (key: string) => string | undefined } {
  const languages = eventLanguagesOf(event);
  const language = messageLanguageOf(languages, asked);
  const own = languages.translated_texts[language];
  return {
    language,
    isDefault: language === languages.default_language,
    text: guestTextIn(language, event.time_zone),
    translated: (key) => own?.[key]?.trim() || undefined,
  };
}
