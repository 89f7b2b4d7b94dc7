/**
 * The guest's language for a tree of screens: loads its catalogue (English at once, any other as
 * its own chunk), hands react-intl's provider the messages and the event's clock, and gives the
 * document the language's `lang` and `dir` while it is shown, so right-to-left languages mirror
 * the layout (the CSS uses logical properties: margin-inline-start, not margin-left).
 */
import { DEFAULT_GUEST_LANGUAGE, directionOf, type GuestLanguage } from '@boothdeck/contract/guest-languages';
import { type ReactNode, useEffect, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { type Catalogue, en } from '../catalogues/en.ts';
import { loadCatalogue } from '../load-catalogue.ts';

type Props = {
  language: GuestLanguage;
  /** The event's time zone: dates and times are shown on its clock. */
  timeZone?: string | undefined;
  children: ReactNode;
};

type Loaded = { language: GuestLanguage; messages: Catalogue; shown: boolean };

export function GuestLanguageProvider({ language, timeZone, children }: Props) {
  // A page opened in another language than English waits for its catalogue rather than flash
  // English first; on a change of language, the last one stays on screen until the next arrives.
  const [loaded, setLoaded] = useState<Loaded>({
    language: DEFAULT_GUEST_LANGUAGE,
    messages: en,
    shown: language === DEFAULT_GUEST_LANGUAGE,
  });

  useEffect(() => {
    let current = true;
    loadCatalogue(language).then(
      (messages) => current && setLoaded({ language, messages, shown: true }),
      // Offline without the chunk: the screen stays in the language it has.
      () => current && setLoaded((before) => ({ ...before, shown: true })),
    );
    return () => {
      current = false;
    };
  }, [language]);

  useEffect(() => {
    const root = document.documentElement;
    const before = { lang: root.lang, dir: root.dir };
    root.lang = loaded.language;
    root.dir = directionOf(loaded.language);
    return () => {
      root.lang = before.lang;
      root.dir = before.dir;
    };
  }, [loaded.language]);

  if (!loaded.shown) return null;
  return (
    <IntlProvider
      locale={loaded.language}
      defaultLocale={DEFAULT_GUEST_LANGUAGE}
      messages={loaded.messages}
      {...(timeZone ? { timeZone } : {})}
    >
      {children}
    </IntlProvider>
  );
}
