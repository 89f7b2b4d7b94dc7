import { Anchor, Modal, Stack, Text } from '@mantine/core';
import { IconPresentation } from '@tabler/icons-react';
import { publicGalleryAddress, venueSlideShowAddress } from '@/shared/lib/public-gallery-address';
import { AddressToShare } from '@/shared/ui/address-to-share';
import { useVenueKey } from '../api/get-venue-key';

type GalleryLinkModalProps = { eventId: number; uuid: string; opened: boolean; onClose: () => void };

/**
 * The public gallery's address to copy or scan, for guests who want to find their photos, and the
 * venue screen's show, whose address carries the event's venue key (so it can show every approved
 * capture where guests see only their own, when the organiser chose so).
 */
export function GalleryLinkModal({ eventId, uuid, opened, onClose }: GalleryLinkModalProps) {
  const venueKey = useVenueKey(eventId, opened).data?.venue_key;
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
        {/* A new tab, for the laptop driving the venue's screen: it runs there on its own. */}
        <Anchor href={venueSlideShowAddress(uuid, venueKey)} target="_blank" rel="noopener" size="sm">
          <IconPresentation size={16} style={{ verticalAlign: 'text-bottom', marginRight: 4 }} />
          Open venue slide show
        </Anchor>
      </Stack>
    </Modal>
  );
}
