import type { PublicGallery } from '@boothdeck/contract';
import { useGuestText } from '@boothdeck/i18n/react';
import { Image } from '@mantine/core';

/** The event's logo at a given height, named for the guest in their language. */
export function EventLogo({
  gallery,
  height,
}: {
  gallery: Pick<PublicGallery, 'logo' | 'event_name'>;
  height: number;
}) {
  const { t } = useGuestText();
  return (
    <Image
      src={gallery.logo}
      alt={t('guest.gallery.logo', { event: gallery.event_name })}
      h={height}
      w="auto"
      fit="contain"
    />
  );
}
