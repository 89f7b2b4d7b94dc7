import type { PublicGallery } from '@boothdeck/contract';
import type { CatalogueKey } from '@boothdeck/i18n';
import { useGuestText } from '@boothdeck/i18n/react';
import { Center, Stack, Text, Title } from '@mantine/core';
import { IconLock, IconPhoto } from '@tabler/icons-react';
import { GalleryFrame } from './gallery-frame';

/** The heading of a gallery that shows each guest only their own photos. */
export function OwnPhotosHeading() {
  const { t } = useGuestText();
  return (
    <Stack gap={2} mb="sm">
      <Title order={2} size="h4">
        {t('guest.privacy.ownTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('guest.privacy.ownHint')}
      </Text>
    </Stack>
  );
}

function Notice({ icon, title, text }: { icon: React.ReactNode; title: CatalogueKey; text: CatalogueKey }) {
  const { t } = useGuestText();
  return (
    <Center py="xl" px="md">
      <Stack align="center" gap="xs" maw={420} ta="center">
        {icon}
        <Title order={2} size="h4">
          {t(title)}
        </Title>
        <Text c="dimmed">{t(text)}</Text>
      </Stack>
    </Center>
  );
}

/** An own-photos gallery this browser has opened nothing of yet. */
export function NoOwnPhotos() {
  return (
    <Notice
      icon={<IconPhoto size={40} aria-hidden />}
      title="guest.privacy.ownEmptyTitle"
      text="guest.privacy.ownEmpty"
    />
  );
}

/** A gallery the organiser turned off: a page of its own, in the gallery's look, that says where the photos are. */
export function GalleryOff({ gallery, page }: { gallery: PublicGallery; page: CatalogueKey }) {
  return (
    <GalleryFrame gallery={gallery} page={page}>
      <Notice icon={<IconLock size={40} aria-hidden />} title="guest.privacy.offTitle" text="guest.privacy.off" />
    </GalleryFrame>
  );
}
