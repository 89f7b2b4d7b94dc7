/**
 * The language of a gallery's guest pages: the one a guest's message link names (`?lang=`), else
 * the one they last chose on this gallery's pages, else the first of their browser's languages
 * the event offers, else the event's default. A choice is kept for the browser's session, so the
 * gallery, its items and its slide show stay in it.
 */

import type { PublicGallery } from '@boothdeck/contract';
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

export function useGuestLanguage(gallery: Pick<PublicGallery, 'gallery_id' | 'languages' | 'default_language'>) {
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
