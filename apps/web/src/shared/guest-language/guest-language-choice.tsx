/**
 * A guest page's language choice, shown only when the event offers several languages. The select
 * (and Mantine's input parts under it) loads only then, so a page of an English-only event, the
 * usual case, downloads none of it.
 */
import type { GuestLanguage } from '@boothdeck/contract/guest-languages';
import { lazy, Suspense } from 'react';

const GuestLanguageSelect = lazy(async () => ({
  default: (await import('./guest-language-select')).GuestLanguageSelect,
}));

type Props = { languages: readonly GuestLanguage[]; onChoose: (language: GuestLanguage) => void };

export function GuestLanguageChoice(props: Props) {
  if (props.languages.length < 2) return null;
  return (
    <Suspense fallback={null}>
      <GuestLanguageSelect {...props} />
    </Suspense>
  );
}
