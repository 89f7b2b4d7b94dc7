import type { CustomFrame } from '@boothdeck/contract';
import { Button, Group, Image, Text } from '@mantine/core';
import { IconFrame, IconFrameOff } from '@tabler/icons-react';
import { ItemActionButton } from './item-action-button';

type CustomFrameControlProps = {
  label: string;
  frame: CustomFrame | undefined;
  onUpload: () => void;
  onRemove: (frameId: number) => void;
  isRemoving: boolean;
};

/** An item's custom frame: a thumbnail with Remove, or the button that opens the upload. */
export function CustomFrameControl({ label, frame, onUpload, onRemove, isRemoving }: CustomFrameControlProps) {
  if (!frame) {
    return (
      <ItemActionButton
        icon={<IconFrame size={14} />}
        ariaLabel={`Upload custom frame for ${label}`}
        onClick={onUpload}
      >
        Custom frame
      </ItemActionButton>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      <Image src={frame.frame} alt={`Custom frame of ${label}`} w={28} h={35} fit="contain" bg="gray.1" radius="xs" />
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        Custom frame
      </Text>
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        leftSection={<IconFrameOff size={14} />}
        onClick={() => onRemove(frame.id)}
        loading={isRemoving}
        aria-label={`Remove custom frame of ${label}`}
      >
        Remove
      </Button>
    </Group>
  );
}
