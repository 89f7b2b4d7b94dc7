import type { PublicGallery, PublicGalleryItem } from '@boothdeck/contract';
import { useGuestText } from '@boothdeck/i18n/react';
import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useGalleryTexts } from '../hooks/use-gallery-texts';
import { galleryPath } from '../lib/public-paths';
import { BackToMicrosite } from './back-to-microsite';
import { GalleryFrame } from './gallery-frame';
import { PublicMedia } from './public-media';
import { ShareIcons } from './share-icons';

type ShareViewProps = {
  gallery: PublicGallery;
  item: PublicGalleryItem | null;
  /** The organiser's preview: share buttons do nothing and the way back is to the microsite step. */
  preview?: boolean;
};

/** One item in its template: the media, the tagline, the share buttons and the way back. */
export function ShareView({ gallery, item, preview = false }: ShareViewProps) {
  return (
    <GalleryFrame gallery={gallery} page={preview ? 'Photo preview' : 'guest.gallery.photo'}>
      <SharedItem gallery={gallery} item={item} preview={preview} />
    </GalleryFrame>
  );
}

/** The item's page inside the frame, in the guest's language. */
function SharedItem({ gallery, item, preview = false }: ShareViewProps) {
  const { tagline, button } = useGalleryTexts(gallery);
  return (
    <Stack
      gap="md"
      align="center"
      p={gallery.template_name === 'three' ? 'md' : 0}
      bg={gallery.template_name === 'three' ? '#f1f3f5' : undefined}
      style={{ borderRadius: 16 }}
    >
      {item ? <PublicMedia item={item} /> : <NoItem />}
      <Text size="lg" fw={600} ta="center" dir="auto">
        {tagline}
      </Text>
      {item ? <ShareIcons gallery={gallery} mediaId={item.id} viewId={preview ? null : item.view_id} /> : null}
      {preview && <BackToMicrosite eventId={gallery.event_id} color={gallery.colour} />}
      {/* A gallery that is off has no grid to go back to. */}
      {!preview && gallery.privacy !== 'off' && (
        <Button component={Link} to={galleryPath(gallery.gallery_id)} color={gallery.button_color}>
          {button}
        </Button>
      )}
    </Stack>
  );
}

/** Said in the guest's language (inside the frame's). */
function NoItem() {
  const { t } = useGuestText();
  return <Text>{t('guest.gallery.empty')}</Text>;
}
