import type { PublicGallery } from '@boothdeck/contract';
import { Center, Stack, Text, Title } from '@mantine/core';
import { IconLock, IconPhoto } from '@tabler/icons-react';
import { PRIVACY_TEXTS } from '../lib/privacy-texts';
import { GalleryFrame } from './gallery-frame';

/** The heading of a gallery that shows each guest only their own photos. */
export function OwnPhotosHeading() {
  return (
    <Stack gap={2} mb="sm">
      <Title order={2} size="h4">
        {PRIVACY_TEXTS.ownTitle}
      </Title>
      <Text size="sm" c="dimmed">
        {PRIVACY_TEXTS.ownHint}
      </Text>
    </Stack>
  );
}

function Notice({ icon, title, text }: { icon: React.ReactNode; title: string; text: string }) {
  return (
    <Center py="xl" px="md">
      <Stack align="center" gap="xs" maw={420} ta="center">
        {icon}
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
      </Stack>
    </Center>
  );
}

/** An own-photos gallery this browser has opened nothing of yet. */
export function NoOwnPhotos() {
  return (
    <Notice
      icon={<IconPhoto size={40} aria-hidden />}
      title={PRIVACY_TEXTS.ownEmptyTitle}
      text={PRIVACY_TEXTS.ownEmpty}
    />
  );
}

/** A gallery the organiser turned off: a page of its own, in the gallery's look, that says where the photos are. */
export function GalleryOff({ gallery, page }: { gallery: PublicGallery; page: string }) {
  return (
    <GalleryFrame gallery={gallery} page={page}>
      <Notice icon={<IconLock size={40} aria-hidden />} title={PRIVACY_TEXTS.offTitle} text={PRIVACY_TEXTS.off} />
    </GalleryFrame>
  );
}
