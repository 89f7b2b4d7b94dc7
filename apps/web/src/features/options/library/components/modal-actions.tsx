import { Button, Group } from '@mantine/core';

type ModalActionsProps = { saveLabel: string; onSave: () => void; onClose: () => void };

/** Close and Save at the foot of a library modal; saving also closes it. */
export function ModalActions({ saveLabel, onSave, onClose }: ModalActionsProps) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onClose}>
        Close
      </Button>
      <Button
        onClick={() => {
          onSave();
          onClose();
        }}
      >
        {saveLabel}
      </Button>
    </Group>
  );
}
