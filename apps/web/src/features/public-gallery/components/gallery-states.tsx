/**
 * What a gallery page shows before it has read its gallery: a wait, or why it cannot be shown.
 * Both speak the guest's likeliest language (the page does not know the event's yet).
 */
import { useGuestText } from '@boothdeck/i18n/react';
import { Center, Loader, Text, Title } from '@mantine/core';
import { Navigate, useLocation } from 'react-router';
import { InLikelyLanguage } from '@/shared/guest-language/in-likely-language';
import { pageFailureText } from '@/shared/guest-language/page-failure-text';
import { isLocked } from '../api/public-gallery-api';
import { type PasswordReturn, passwordPath } from '../lib/public-paths';

export function PleaseWait() {
  return (
    <InLikelyLanguage>
      <WaitText />
    </InLikelyLanguage>
  );
}

function WaitText() {
  const { t } = useGuestText();
  return (
    <Center component="main" mih="60vh" style={{ flexDirection: 'column', gap: 12 }}>
      <Loader aria-hidden />
      <Text>{t('common.page.wait')}</Text>
    </Center>
  );
}

/**
 * A failed public call: a protected gallery goes to its password page (in the language the link
 * named), which brings the guest back here (a shared item, the slide show) once they are in;
 * anything else says what went wrong.
 */
export function GalleryFailure({ error, galleryId }: { error: unknown; galleryId: string | null }) {
  const { pathname, search } = useLocation();
  if (isLocked(error) && galleryId) {
    const back: PasswordReturn = { returnTo: `${pathname}${search}` };
    const language = new URLSearchParams(search).get('lang');
    const to = {
      pathname: passwordPath(galleryId),
      search: language ? `?${new URLSearchParams({ lang: language })}` : '',
    };
    return <Navigate to={to} state={back} replace />;
  }
  return (
    <InLikelyLanguage>
      <FailureText error={error} />
    </InLikelyLanguage>
  );
}

function FailureText({ error }: { error: unknown }) {
  const text = useGuestText();
  return (
    <Center component="main" mih="60vh" p="md">
      <Title order={1} size="h4" ta="center">
        {isLocked(error) ? text.t('guest.gallery.locked') : pageFailureText(error, text)}
      </Title>
    </Center>
  );
}
