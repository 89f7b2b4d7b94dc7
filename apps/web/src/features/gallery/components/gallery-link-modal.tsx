import { Modal, Stack, Text } from '@mantine/core';
import { publicGalleryAddress } from '@/shared/lib/public-gallery-address';
import { AddressToShare } from '@/shared/ui/address-to-share';

type GalleryLinkModalProps = { uuid: string; opened: boolean; onClose: () => void };

/** The public gallery's address to copy or scan, for guests who want to find their photos. */
export function GalleryLinkModal({ uuid, opened, onClose }: GalleryLinkModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Event Gallery Link" centered>
      <Stack>
        <Text size="sm" c="dimmed">
          Guests see the event's photos and clips at this address.
        </Text>
        <AddressToShare
          label="Gallery address"
          address={publicGalleryAddress(uuid)}
          qrLabel="QR code of the gallery address"
        />
      </Stack>
    </Modal>
  );
}
