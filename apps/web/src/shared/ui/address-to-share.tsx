import { Button, Center, CopyButton, Group, Stack, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { QRCodeSVG } from 'qrcode.react';

type AddressToShareProps = {
  /** The field's label ("Gallery address"). */
  label: string;
  address: string;
  /** What the QR code is read out as ("QR code of the gallery address"). */
  qrLabel: string;
  qrSize?: number;
};

/** An address to copy or to scan: a read-only field with a Copy button above its QR code. */
export function AddressToShare({ label, address, qrLabel, qrSize = 200 }: AddressToShareProps) {
  return (
    <Stack>
      <Group align="flex-end" wrap="nowrap" gap="xs">
        <TextInput label={label} value={address} readOnly flex={1} onFocus={(event) => event.target.select()} />
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
        <QRCodeSVG value={address} size={qrSize} marginSize={2} role="img" aria-label={qrLabel} />
      </Center>
    </Stack>
  );
}
