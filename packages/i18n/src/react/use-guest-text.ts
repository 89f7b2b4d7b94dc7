/**
 * The guest texts of the nearest GuestLanguageProvider; outside one (a screen tested on its own)
 * English, on the viewer's clock.
 */
import { useContext, useMemo } from 'react';
import { IntlContext } from 'react-intl';
import { en } from '../catalogues/en.ts';
import { type GuestText, guestTextOf, intlOf } from '../guest-text.ts';

let english: GuestText | null = null;

/** English texts for code outside React (or outside a provider). */
export function englishText(): GuestText {
  english ??= guestTextOf(intlOf('en', en));
  return english;
}

export function useGuestText(): GuestText {
  const intl = useContext(IntlContext);
  return useMemo(() => (intl ? guestTextOf(intl) : englishText()), [intl]);
}
