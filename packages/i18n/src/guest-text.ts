/**
 * A guest's texts in one language: catalogue messages (ICU MessageFormat, with plural rules),
 * dates, times and numbers in the language's format on the event's clock. Built on FormatJS's
 * `createIntl`, the same formatter the React provider hands its components, so the kiosk, the
 * guest pages and the server's messages format alike.
 */

import { directionOf, type GuestLanguage } from '@boothdeck/contract/guest-languages';
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { Catalogue, CatalogueKey } from './catalogues/en.ts';

export type TextValues = Record<string, string | number>;

export type GuestText = {
  language: GuestLanguage;
  dir: 'ltr' | 'rtl';
  /** The catalogue's message `key` with its placeholders filled in. */
  t: (key: CatalogueKey, values?: TextValues) => string;
  /** An instant as a date, a time or both, in the language's format on the event's clock. */
  dateTime: (instant: Date | string | number, style?: 'date' | 'time' | 'date-time') => string;
  number: (value: number) => string;
};

const STYLES = {
  date: { dateStyle: 'long' },
  time: { timeStyle: 'short' },
  'date-time': { dateStyle: 'long', timeStyle: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

const cache = createIntlCache();

/** The FormatJS formatter of one catalogue; `timeZone` is the event's (the viewer's when absent). */
export function intlOf(language: GuestLanguage, catalogue: Catalogue, timeZone?: string): IntlShape {
  return createIntl(
    { locale: language, defaultLocale: 'en', messages: catalogue, ...(timeZone ? { timeZone } : {}) },
    cache,
  );
}

/** The guest text functions over a FormatJS formatter (the provider's, or one of `intlOf`). */
export function guestTextOf(
  intl: Pick<IntlShape, 'formatMessage' | 'formatDate' | 'formatNumber' | 'locale'>,
): GuestText {
  const language = intl.locale as GuestLanguage;
  return {
    language,
    dir: directionOf(language),
    t: (key, values) => intl.formatMessage({ id: key }, values) as string,
    dateTime: (instant, style = 'date-time') => intl.formatDate(new Date(instant), STYLES[style]),
    number: (value) => intl.formatNumber(value),
  };
}
