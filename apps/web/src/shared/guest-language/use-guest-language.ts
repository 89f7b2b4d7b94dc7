/**
 * The language of a guest's page (the gallery, an item, the pending share, a voucher): the one a
 * guest's message link names (`?lang=`), else the one they chose earlier in this browser session,
 * else the first of their browser's languages the event offers, else the event's default. A
 * choice is kept for the browser's session, so the pages a guest moves between stay in it.
 */

import {
  DEFAULT_GUEST_LANGUAGE,
  GUEST_LANGUAGES,
  type GuestLanguage,
  isGuestLanguage,
  pickGuestLanguage,
} from '@boothdeck/contract/guest-languages';
import { yourDataPath } from '@boothdeck/contract/page-paths';
import { loadCatalogue } from '@boothdeck/i18n';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';

const STORAGE_KEY = 'boothdeck.guest-language';

/** What a page knows of its event's languages (absent: English only). */
export type OfferedLanguages = {
  languages?: GuestLanguage[] | undefined;
  default_language?: GuestLanguage | undefined;
};

function remembered(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function remember(language: GuestLanguage): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, language);
  } catch {
    // A browser that keeps nothing: the choice lasts for this page.
  }
}

const browserLanguages = () => navigator.languages ?? [navigator.language];

export function useGuestLanguage(event: OfferedLanguages) {
  const [params] = useSearchParams();
  const offered = event.languages ?? [DEFAULT_GUEST_LANGUAGE];
  const fallback = event.default_language ?? DEFAULT_GUEST_LANGUAGE;
  const [chosen, setChosen] = useState<GuestLanguage>(() => {
    const named = [params.get('lang'), remembered()].find(
      (language): language is GuestLanguage => isGuestLanguage(language) && offered.includes(language),
    );
    if (named) {
      remember(named);
      return named;
    }
    return pickGuestLanguage(browserLanguages(), offered, fallback);
  });
  const choose = useCallback((language: GuestLanguage) => {
    remember(language);
    setChosen(language);
  }, []);
  return { language: offered.includes(chosen) ? chosen : fallback, languages: offered, choose };
}

/**
 * The language a guest's page most likely wants before it knows the event's (the link's `?lang=`,
 * the language chosen before, or the browser's): what it says while it waits, or when the event
 * cannot be read.
 */
export function likelyGuestLanguage(params: URLSearchParams): GuestLanguage {
  return pickGuestLanguage(
    [params.get('lang'), remembered(), ...browserLanguages()].filter((tag): tag is string => Boolean(tag)),
    GUEST_LANGUAGES,
    DEFAULT_GUEST_LANGUAGE,
  );
}

/**
 * Starts fetching the catalogue a guest's page will most likely want while the page's data is
 * still being asked for: a page in Spanish then costs no extra wait. A guess the event does not
 * offer costs one small unused file.
 */
export function preloadLikelyCatalogue(params: URLSearchParams): void {
  const likely = likelyGuestLanguage(params);
  if (likely !== DEFAULT_GUEST_LANGUAGE) void loadCatalogue(likely).catch(() => {});
}

/**
 * The guest's data page of an event, from a guest page in `language`: the link names the language
 * when it is not the event's default, as the messages' links do, so the data page opens in it.
 */
export function guestDataPath(eventUuid: string, language: GuestLanguage, event: OfferedLanguages): string {
  const isDefault = language === (event.default_language ?? DEFAULT_GUEST_LANGUAGE);
  return yourDataPath(eventUuid, isDefault ? undefined : language);
}
