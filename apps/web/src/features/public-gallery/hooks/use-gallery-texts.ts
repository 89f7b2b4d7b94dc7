/**
 * A gallery's own texts as a guest reads them: the organiser's as they wrote them, and where they
 * left one blank (the reply then carries the product's English default) the catalogue's, in the
 * guest's language.
 */
import type { PublicGallery } from '@boothdeck/contract';
import { PUBLIC_GALLERY_DEFAULTS } from '@boothdeck/contract/constants';
import type { CatalogueKey } from '@boothdeck/i18n';
import { useGuestText } from '@boothdeck/i18n/react';

export function useGalleryTexts(gallery: Pick<PublicGallery, 'tagline' | 'footer_text' | 'button_text'>) {
  const { t } = useGuestText();
  const own = (text: string, fallback: string, key: CatalogueKey) => (text === fallback ? t(key) : text);
  return {
    tagline: own(gallery.tagline, PUBLIC_GALLERY_DEFAULTS.tagline, 'guest.gallery.defaultTagline'),
    footer: own(gallery.footer_text, PUBLIC_GALLERY_DEFAULTS.footerText, 'guest.gallery.defaultFooter'),
    button: own(gallery.button_text, PUBLIC_GALLERY_DEFAULTS.buttonText, 'guest.gallery.page'),
  };
}
