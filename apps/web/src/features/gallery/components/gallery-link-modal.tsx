import { Button, Center, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { QRCodeSVG } from 'qrcode.react';
import { publicGalleryAddress } from '@/shared/lib/public-gallery-address';

type GalleryLinkModalProps = { uuid: string; opened: boolean; onClose: () => void };

/** The public gallery's address to copy or scan, for guests who want to find their photos. */
export function GalleryLinkModal({ uuid, opened, onClose }: GalleryLinkModalProps) {
  const address = publicGalleryAddress(uuid);
  return (
    <Modal opened={opened} onClose={onClose} title="Event Gallery Link" centered>
      <Stack>
        <Text size="sm" c="dimmed">
          Guests see the event's photos and clips at this address.
        </Text>
        <Group align="flex-end" wrap="nowrap" gap="xs">
          <TextInput
            label="Gallery address"
            value={address}
            readOnly
            flex={1}
            onFocus={(event) => event.target.select()}
          />
          <CopyButton value={address}>
            {({ copied, copy }) => (
              <Button
                onClick={copy}
                color={copied ? 'teal' : undefined}
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              >
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Center>
          <QRCodeSVG value={address} size={200} marginSize={2} role="img" aria-label="QR code of the gallery address" />
        </Center>
      </Stack>
    </Modal>
  );
}
