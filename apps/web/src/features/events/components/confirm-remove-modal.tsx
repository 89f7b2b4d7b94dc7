import type { EventSummary } from '@boothdeck/contract';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { LongText } from '@/shared/ui/long-text';

type ConfirmRemoveModalProps = {
  event: EventSummary | null;
  onCancel: () => void;
  onConfirm: (event: EventSummary) => void;
};

/** Asks before an event or a draft is removed for good. */
export function ConfirmRemoveModal({ event, onCancel, onConfirm }: ConfirmRemoveModalProps) {
  return (
    <Modal opened={event !== null} onClose={onCancel} title="Remove event" centered size="sm">
      <Stack gap="lg">
        <Stack gap={6}>
          <Text>Remove this event for good?</Text>
          <LongText fw={700} lines={3}>
            {event?.event_name ?? ''}
          </LongText>
          <Text>Its photos, settings and shares go with it, and this cannot be undone.</Text>
        </Stack>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button color="red" onClick={() => event && onConfirm(event)}>
            Remove
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
