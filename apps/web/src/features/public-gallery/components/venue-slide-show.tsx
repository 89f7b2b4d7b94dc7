import type { GalleryItem, PublicGallery } from '@boothdeck/contract';
import { DEFAULT_GUEST_LANGUAGE } from '@boothdeck/contract/guest-languages';
import { GuestLanguageProvider, useGuestText } from '@boothdeck/i18n/react';
import { Badge, Box, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconMaximize } from '@tabler/icons-react';
import { QRCodeSVG } from 'qrcode.react';
import { useFullScreen } from '../hooks/use-full-screen';
import { useIdlePointer } from '../hooks/use-idle-pointer';
import { useVenueSlidePosition } from '../hooks/use-venue-slide-position';
import { galleryPath } from '../lib/public-paths';
import { EventLogo } from './event-logo';
import { SlideCarousel } from './slide-carousel';

type VenueSlideShowProps = {
  galleryId: string;
  gallery: PublicGallery;
  items: GalleryItem[];
  /** The last poll failed or the browser is offline: the show goes on with what it has. */
  reconnecting: boolean;
};

const CORNER = { position: 'fixed', zIndex: 2 } as const;

/**
 * The slide show on the screen at the venue: every capture, full screen, the event's logo and
 * colour, and the gallery's QR code so guests can find their photos. Nothing to click once it
 * runs; the pointer and the full screen button hide when the mouse is still.
 */
export function VenueSlideShow(props: VenueSlideShowProps) {
  // The organiser opens it at the venue, for every guest: it speaks the event's default language.
  return (
    <GuestLanguageProvider language={props.gallery.default_language ?? DEFAULT_GUEST_LANGUAGE}>
      <VenueScreen {...props} />
    </GuestLanguageProvider>
  );
}

function VenueScreen({ galleryId, gallery, items, reconnecting }: VenueSlideShowProps) {
  const { t } = useGuestText();
  useDocumentTitle(`${gallery.event_name} – ${t('guest.venue.title')}`);
  const index = useVenueSlidePosition(items);
  const pointerActive = useIdlePointer();
  const toggleFullScreen = useFullScreen();
  const address = `${window.location.origin}${galleryPath(galleryId)}`;
  return (
    <Box
      pos="fixed"
      inset={0}
      bg="black"
      c="white"
      style={{ cursor: pointerActive ? 'default' : 'none' }}
      data-testid="venue-slide-show"
    >
      {items.length === 0 ? (
        <Center h="100vh">
          <Stack align="center">
            <Title order={1}>{gallery.event_name}</Title>
            <Text size="xl">{t('guest.venue.waiting')}</Text>
          </Stack>
        </Center>
      ) : (
        <SlideCarousel items={items} index={index} onStep={() => {}} venue />
      )}
      <Box style={{ ...CORNER, top: 16, insetInlineStart: 16 }}>
        {gallery.logo ? (
          <EventLogo gallery={gallery} height={72} />
        ) : (
          <Title order={2} size="h3" px="sm" py={4} bg={gallery.colour} style={{ borderRadius: 6 }}>
            {gallery.event_name}
          </Title>
        )}
      </Box>
      <Stack
        gap={6}
        align="center"
        p="sm"
        bg="white"
        c="dark"
        style={{ ...CORNER, insetInlineEnd: 16, bottom: 16, borderRadius: 8 }}
      >
        <QRCodeSVG value={address} size={132} marginSize={1} role="img" aria-label={t('guest.venue.qrLabel')} />
        <Text size="sm" fw={600} c={gallery.colour}>
          {t('guest.venue.scan')}
        </Text>
      </Stack>
      {reconnecting ? (
        <Badge
          role="status"
          color="gray"
          variant="filled"
          leftSection={<Loader size={10} color="white" />}
          style={{ ...CORNER, insetInlineStart: 16, bottom: 16, opacity: 0.8 }}
        >
          {t('guest.venue.reconnecting')}
        </Badge>
      ) : null}
      {pointerActive ? (
        <Button
          onClick={toggleFullScreen}
          leftSection={<IconMaximize size={16} />}
          color={gallery.colour}
          title={t('guest.venue.fullScreenHint')}
          style={{ ...CORNER, top: 16, insetInlineEnd: 16 }}
        >
          {t('guest.venue.fullScreen')}
        </Button>
      ) : null}
    </Box>
  );
}
