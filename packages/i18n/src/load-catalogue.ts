/**
 * Catalogues by language. English ships with the code (it is every other's reference and what a
 * screen shows before its guest's language has loaded); each other language is a chunk of its
 * own, fetched only when a guest or an event uses it.
 */
import type { GuestLanguage } from '@boothdeck/contract/guest-languages';
import { type Catalogue, en } from './catalogues/en.ts';

const LOADERS: Record<Exclude<GuestLanguage, 'en'>, () => Promise<{ default: Catalogue }>> = {
  es: () => import('./catalogues/es.ts'),
  fr: () => import('./catalogues/fr.ts'),
  de: () => import('./catalogues/de.ts'),
  pt: () => import('./catalogues/pt.ts'),
  ar: () => import('./catalogues/ar.ts'),
};

export async function loadCatalogue(language: GuestLanguage): Promise<Catalogue> {
  if (language === 'en') return en;
  return (await LOADERS[language]()).default;
}
