import { Button, Center, Group, Loader, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { getErrorMessage } from '@/shared/api/api-error';
import { usePublicGalleryItems } from '../api/public-gallery-api';
import { GalleryFrame } from '../components/gallery-frame';
import { GalleryFailure, PleaseWait } from '../components/gallery-states';
import { GalleryOff, NoOwnPhotos, OwnPhotosHeading } from '../components/privacy-states';
import { PublicGrid } from '../components/public-grid';
import { slideShowPath } from '../lib/public-paths';

/**
 * /social/gallery/{id}: a public gallery's thumbnails, loaded page by page as the guest scrolls;
 * where each guest sees their own, "Your photos"; where the gallery is off, a page that says so.
 */
export function GalleryPage() {
  const id = useParams().id ?? '';
  const query = usePublicGalleryItems(id);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  // A page that failed is asked for again only when the guest says so, not in a loop.
  const loadMore = () => {
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  };

  if (query.isPending) return <PleaseWait />;
  if (query.isError && !query.data) return <GalleryFailure error={query.error} galleryId={id} />;
  const [first] = query.data.pages;
  if (!first) return <PleaseWait />;
  const { gallery } = first;
  if (gallery.privacy === 'off') return <GalleryOff gallery={gallery} page="Gallery" />;
  const items = query.data.pages.flatMap((page) => page.gallery_items.data);
  const isOwn = gallery.privacy === 'own';
  return (
    <GalleryFrame gallery={gallery} page="Gallery">
      {isOwn && <OwnPhotosHeading />}
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Text fw={500}>{gallery.tagline}</Text>
        <Button
          component={Link}
          to={slideShowPath(id)}
          size="xs"
          color={gallery.button_color}
          variant="filled"
          // A long tagline wraps; the button keeps its whole label.
          style={{ flexShrink: 0 }}
        >
          Slide show
        </Button>
      </Group>
      {items.length === 0 && isOwn && <NoOwnPhotos />}
      {items.length === 0 && !isOwn && (
        <Center py="xl">
          <Text>Items Not Available</Text>
        </Center>
      )}
      {items.length > 0 && (
        <PublicGrid gallery={gallery} items={items} total={first.gallery_items.total} onNearEnd={loadMore} />
      )}
      {isFetchingNextPage ? (
        <Center py="md">
          <Loader size="sm" aria-label="Loading more" />
        </Center>
      ) : null}
      {isFetchNextPageError ? (
        <Center py="md" style={{ flexDirection: 'column', gap: 8 }}>
          <Text role="alert">{getErrorMessage(query.error)}</Text>
          <Button size="xs" variant="default" onClick={() => void fetchNextPage()}>
            Try again
          </Button>
        </Center>
      ) : null}
    </GalleryFrame>
  );
}
