import type { TemplateLayout } from '@boothdeck/contract';
import { Stack, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { useSharePreview } from '../api/public-gallery-api';
import { BackToMicrosite } from '../components/back-to-microsite';
import { GalleryFrame } from '../components/gallery-frame';
import { GalleryFailure, PleaseWait } from '../components/gallery-states';
import { PublicGrid } from '../components/public-grid';
import { ShareView } from '../components/share-view';

function usePreview(template: TemplateLayout) {
  const eventId = Number(useParams().id);
  return useSharePreview(eventId, template);
}

/** /gallery/share/{two|three}/{event id}: the organiser's look at their gallery page in a template. */
export function ShareGalleryPreviewPage({ template }: { template: TemplateLayout }) {
  const query = usePreview(template);
  if (query.isPending) return <PleaseWait />;
  if (query.isError) return <GalleryFailure error={query.error} galleryId={null} />;
  const { gallery, item } = query.data;
  return (
    <GalleryFrame gallery={gallery} page="Gallery preview">
      <Stack>
        <Text fw={500}>{gallery.tagline}</Text>
        {item ? <PublicGrid gallery={gallery} items={[item]} total={1} /> : <Text>Items Not Available</Text>}
        <BackToMicrosite eventId={gallery.event_id} />
      </Stack>
    </GalleryFrame>
  );
}

/** /gallery/share/view/{two|three}/{event id}: the organiser's look at a share view in a template. */
export function ShareViewPreviewPage({ template }: { template: TemplateLayout }) {
  const query = usePreview(template);
  if (query.isPending) return <PleaseWait />;
  if (query.isError) return <GalleryFailure error={query.error} galleryId={null} />;
  return <ShareView gallery={query.data.gallery} item={query.data.item} preview />;
}
