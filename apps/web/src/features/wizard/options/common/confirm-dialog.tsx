import { Button, Group, Modal, Text } from '@mantine/core';

type ConfirmDialogProps = {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * A yes-or-no question over the designer, the risky answer in red. Escape is left to the designer
 * (it cancels the question): a second modal listening too would also hear the very key that opened it.
 */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      centered
      closeOnEscape={false}
      transitionProps={{ duration: 0 }}
    >
      <Text size="sm">{message}</Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button color="red" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
