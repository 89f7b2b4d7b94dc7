/**
 * A guest page's words before it has read its event (waiting, or a failure to read it): in the
 * language the guest most likely wants (see likelyGuestLanguage), chosen once when the page opens.
 */
import { GuestLanguageProvider } from '@boothdeck/i18n/react';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { likelyGuestLanguage } from './use-guest-language';

export function InLikelyLanguage({ children }: { children: ReactNode }) {
  const [params] = useSearchParams();
  const [likely] = useState(() => likelyGuestLanguage(params));
  return <GuestLanguageProvider language={likely}>{children}</GuestLanguageProvider>;
}
