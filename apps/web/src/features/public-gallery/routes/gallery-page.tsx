import type { PublicGallery, PublicGalleryItem } from '@boothdeck/contract';
import { useGuestText } from '@boothdeck/i18n/react';
import { Button, Center, Group, Loader, Text } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { pageFailureText } from '@/shared/guest-language/page-failure-text';
import { preloadLikelyCatalogue } from '@/shared/guest-language/use-guest-language';
import { usePublicGalleryItems } from '../api/public-gallery-api';
import { GalleryFrame } from '../components/gallery-frame';
import { GalleryFailure, PleaseWait } from '../components/gallery-states';
import { GalleryOff, NoOwnPhotos, OwnPhotosHeading } from '../components/privacy-states';
import { PublicGrid } from '../components/public-grid';
import { useGalleryTexts } from '../hooks/use-gallery-texts';
import { slideShowPath } from '../lib/public-paths';

/**
 * /social/gallery/{id}: a public gallery's thumbnails, loaded page by page as the guest scrolls;
 * where each guest sees their own, "Your photos"; where the gallery is off, a page that says so.
 */
export function GalleryPage() {
  const id = useParams().id ?? '';
  const [params] = useSearchParams();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per gallery, with the address it was opened at.
  useEffect(() => preloadLikelyCatalogue(params), [id]);
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
  if (gallery.privacy === 'off') return <GalleryOff gallery={gallery} page="guest.gallery.page" />;
  const items = query.data.pages.flatMap((page) => page.gallery_items.data);
  return (
    <GalleryFrame gallery={gallery} page="guest.gallery.page">
      <GalleryContent
        gallery={gallery}
        items={items}
        total={first.gallery_items.total}
        loadMore={loadMore}
        isFetchingNextPage={isFetchingNextPage}
        failure={isFetchNextPageError ? { error: query.error } : null}
        retry={() => void fetchNextPage()}
      />
    </GalleryFrame>
  );
}

type ContentProps = {
  gallery: PublicGallery;
  items: PublicGalleryItem[];
  total: number;
  loadMore: () => void;
  isFetchingNextPage: boolean;
  /** Why the next page failed, when it did. */
  failure: { error: unknown } | null;
  retry: () => void;
};

/** The page's own words, in the guest's language (inside the frame's language). */
function GalleryContent({ gallery, items, total, loadMore, isFetchingNextPage, failure, retry }: ContentProps) {
  const text = useGuestText();
  const { t } = text;
  const { tagline } = useGalleryTexts(gallery);
  const id = gallery.gallery_id;
  const isOwn = gallery.privacy === 'own';
  return (
    <>
      {isOwn && <OwnPhotosHeading />}
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Text fw={500} dir="auto">
          {tagline}
        </Text>
        <Button
          component={Link}
          to={slideShowPath(id)}
          size="xs"
          color={gallery.button_color}
          variant="filled"
          // A long tagline wraps; the button keeps its whole label.
          style={{ flexShrink: 0 }}
        >
          {t('guest.gallery.slideShow')}
        </Button>
      </Group>
      {items.length === 0 && isOwn && <NoOwnPhotos />}
      {items.length === 0 && !isOwn && (
        <Center py="xl">
          <Text>{t('guest.gallery.empty')}</Text>
        </Center>
      )}
      {items.length > 0 && <PublicGrid gallery={gallery} items={items} total={total} onNearEnd={loadMore} />}
      {isFetchingNextPage ? (
        <Center py="md">
          <Loader size="sm" aria-label={t('guest.gallery.loadingMore')} />
        </Center>
      ) : null}
      {failure ? (
        <Center py="md" style={{ flexDirection: 'column', gap: 8 }}>
          <Text role="alert">{pageFailureText(failure.error, text)}</Text>
          <Button size="xs" variant="default" onClick={retry}>
            {t('guest.gallery.tryAgain')}
          </Button>
        </Center>
      ) : null}
    </>
  );
}
