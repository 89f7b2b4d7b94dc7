/**
 * The language of an event's guest pages (the public gallery's and the guest's data page): the
 * one a guest's message link names (`?lang=`), else the one they last chose on the event's pages,
 * else the first of their browser's languages the event offers, else the event's default. A
 * choice is kept for the browser's session by the gallery's id (base64 of the event's uuid), so
 * the gallery, its items, its slide show and the data page stay in it.
 */

import {
  DEFAULT_GUEST_LANGUAGE,
  type GuestLanguage,
  isGuestLanguage,
  pickGuestLanguage,
} from '@boothdeck/contract/guest-languages';
import { loadCatalogue } from '@boothdeck/i18n';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';

const storageKey = (galleryId: string) => `boothdeck.guest-language.${galleryId}`;

function remembered(galleryId: string): string | null {
  try {
    return sessionStorage.getItem(storageKey(galleryId));
  } catch {
    return null;
  }
}

function remember(galleryId: string, language: GuestLanguage): void {
  try {
    sessionStorage.setItem(storageKey(galleryId), language);
  } catch {
    // A browser that keeps nothing: the choice lasts for this page.
  }
}

/** An event's guest page: its gallery's id, and the languages the event offers (absent: English only). */
export type GuestLanguagePlace = {
  gallery_id: string;
  languages?: GuestLanguage[] | undefined;
  default_language?: GuestLanguage | undefined;
};

export function useGuestLanguage(gallery: GuestLanguagePlace) {
  const [params] = useSearchParams();
  const offered = gallery.languages ?? [DEFAULT_GUEST_LANGUAGE];
  const fallback = gallery.default_language ?? DEFAULT_GUEST_LANGUAGE;
  const [chosen, setChosen] = useState<GuestLanguage>(() => {
    const named = [params.get('lang'), remembered(gallery.gallery_id)].find(
      (language): language is GuestLanguage => isGuestLanguage(language) && offered.includes(language),
    );
    if (named) {
      remember(gallery.gallery_id, named);
      return named;
    }
    return pickGuestLanguage(navigator.languages ?? [navigator.language], offered, fallback);
  });
  const choose = useCallback(
    (language: GuestLanguage) => {
      remember(gallery.gallery_id, language);
      setChosen(language);
    },
    [gallery.gallery_id],
  );
  return { language: offered.includes(chosen) ? chosen : fallback, languages: offered, choose };
}

/**
 * Starts fetching the catalogue a guest's page will most likely want (the link's `?lang=`, the
 * language chosen before, or the browser's), while the gallery itself is still being asked for:
 * a page in Spanish then costs no extra wait. A guess the event does not offer costs one small
 * unused file.
 */
export function preloadLikelyCatalogue(galleryId: string, params: URLSearchParams): void {
  const likely = [params.get('lang'), remembered(galleryId), ...(navigator.languages ?? [])]
    .map((tag) => tag?.toLowerCase().split('-')[0])
    .find(isGuestLanguage);
  if (likely && likely !== DEFAULT_GUEST_LANGUAGE) void loadCatalogue(likely).catch(() => {});
}
