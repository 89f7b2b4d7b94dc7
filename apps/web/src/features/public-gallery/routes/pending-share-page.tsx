import { useGuestText } from '@boothdeck/i18n/react';
import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { InLikelyLanguage } from '@/shared/guest-language/in-likely-language';
import { preloadLikelyCatalogue } from '@/shared/guest-language/use-guest-language';
import { useHasElapsed } from '@/shared/hooks/use-has-elapsed';
import { isFinalRefusal, PENDING_SHARE_GIVE_UP_MS, usePendingShare } from '../api/pending-share-api';
import { GalleryFrame } from '../components/gallery-frame';
import { GalleryFailure } from '../components/gallery-states';
import { shareViewPath } from '../lib/public-paths';

function OnItsWay() {
  const { t } = useGuestText();
  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      <Loader type="dots" size="lg" aria-hidden />
      <Title order={2} size="h3">
        {t('guest.pending.onItsWay')}
      </Title>
      <Text maw={420}>{t('guest.pending.onItsWayText')}</Text>
    </Stack>
  );
}

function NotFoundYet() {
  const { t } = useGuestText();
  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      <Title order={2} size="h3">
        {t('guest.pending.notYet')}
      </Title>
      <Text maw={420}>{t('guest.pending.notYetText')}</Text>
      <Button onClick={() => window.location.reload()}>{t('guest.pending.checkAgain')}</Button>
    </Stack>
  );
}

/**
 * /gallery/share/pending/{event uuid}/{capture id}: the page of the QR code a booth shows its
 * guest right after the capture, before the upload. It waits for the capture, then opens its
 * share view (with the guest's own key while it waits for approval); a protected gallery asks
 * for its password first, as the share view does. It speaks the guest's language among the
 * event's, as the gallery does, and the share view it opens stays in it.
 */
export function PendingSharePage() {
  const { eventUuid = '', clientId = '' } = useParams();
  const [params] = useSearchParams();
  const hasGivenUp = useHasElapsed(PENDING_SHARE_GIVE_UP_MS);
  const query = usePendingShare(eventUuid, clientId, !hasGivenUp);
  const reply = query.data;
  // The share view's code loads while the guest waits, so the photo shows the moment it is in.
  useEffect(() => {
    preloadLikelyCatalogue(params);
    void import('./share-view-page');
  }, [params]);

  if (reply?.status === 'ready') {
    // A capture waiting for the organiser's approval opens for its guest with their own key, as their message's link does.
    const own = reply.key ? `?${new URLSearchParams({ key: reply.key })}` : '';
    return <Navigate to={`${shareViewPath(reply.view_id)}${own}`} replace />;
  }
  if (isFinalRefusal(query.error)) return <GalleryFailure error={query.error} galleryId={btoa(eventUuid)} />;
  const content = hasGivenUp ? <NotFoundYet /> : <OnItsWay />;
  if (!reply) {
    return (
      // Until the event's languages are known (the server not answering), the guest's likeliest.
      <InLikelyLanguage>
        <Center mih="60vh">{content}</Center>
      </InLikelyLanguage>
    );
  }
  return (
    <GalleryFrame gallery={reply.gallery} page="guest.pending.page">
      {content}
    </GalleryFrame>
  );
}
