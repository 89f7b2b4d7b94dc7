/**
 * The server's guest texts: every catalogue loaded at start (a message may be in any of them),
 * and the texts of one language on one event's clock.
 */
import type { GuestLanguage } from '@boothdeck/contract/guest-languages';
import ar from './catalogues/ar.ts';
import de from './catalogues/de.ts';
import { type Catalogue, en } from './catalogues/en.ts';
import es from './catalogues/es.ts';
import fr from './catalogues/fr.ts';
import pt from './catalogues/pt.ts';
import { type GuestText, guestTextOf, intlOf } from './guest-text.ts';

export const CATALOGUES: Record<GuestLanguage, Catalogue> = { en, es, fr, de, pt, ar };

export type { GuestText } from './guest-text.ts';

/** The texts of `language` on the event's clock (`timeZone`). */
export const guestTextIn = (language: GuestLanguage, timeZone?: string): GuestText =>
  guestTextOf(intlOf(language, CATALOGUES[language], timeZone));
