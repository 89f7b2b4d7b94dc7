import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { useHasElapsed } from '@/shared/hooks/use-has-elapsed';
import { isFinalRefusal, PENDING_SHARE_GIVE_UP_MS, usePendingShare } from '../api/pending-share-api';
import { GalleryFrame } from '../components/gallery-frame';
import { GalleryFailure } from '../components/gallery-states';
import { shareViewPath } from '../lib/public-paths';

function OnItsWay() {
  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      <Loader type="dots" size="lg" aria-hidden />
      <Title order={2} size="h3">
        Your photo is on its way
      </Title>
      <Text maw={420}>It appears here as soon as the booth has sent it. Keep this page open.</Text>
    </Stack>
  );
}

function NotFoundYet() {
  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      <Title order={2} size="h3">
        Your photo has not arrived yet
      </Title>
      <Text maw={420}>
        The booth may still be offline. It sends your photo once it is back online: open this page again later.
      </Text>
      <Button onClick={() => window.location.reload()}>Check again</Button>
    </Stack>
  );
}

/**
 * /gallery/share/pending/{event uuid}/{capture id}: the page of the QR code a booth shows its
 * guest right after the capture, before the upload. It waits for the capture, then opens its
 * share view (with the guest's own key while it waits for approval); a protected gallery asks
 * for its password first, as the share view does.
 */
export function PendingSharePage() {
  const { eventUuid = '', clientId = '' } = useParams();
  const hasGivenUp = useHasElapsed(PENDING_SHARE_GIVE_UP_MS);
  const query = usePendingShare(eventUuid, clientId, !hasGivenUp);
  const reply = query.data;
  // The share view's code loads while the guest waits, so the photo shows the moment it is in.
  useEffect(() => {
    void import('./share-view-page');
  }, []);

  if (reply?.status === 'ready') {
    // A capture waiting for the organiser's approval opens for its guest with their own key, as their message's link does.
    const own = reply.key ? `?${new URLSearchParams({ key: reply.key })}` : '';
    return <Navigate to={`${shareViewPath(reply.view_id)}${own}`} replace />;
  }
  if (isFinalRefusal(query.error)) return <GalleryFailure error={query.error} galleryId={btoa(eventUuid)} />;
  const content = hasGivenUp ? <NotFoundYet /> : <OnItsWay />;
  if (!reply) return <Center mih="60vh">{content}</Center>;
  return (
    <GalleryFrame gallery={reply.gallery} page="Your photo">
      {content}
    </GalleryFrame>
  );
}
