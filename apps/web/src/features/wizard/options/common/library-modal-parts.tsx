import { Button, Group, Modal, ScrollArea } from '@mantine/core';
import type { ReactNode } from 'react';

type ModalActionsProps = {
  saveLabel: string;
  onSave: () => void;
  onClose: () => void;
  isSaveDisabled?: boolean;
  mt?: string;
};

/** Close and Save at the foot of an option's modal; saving also closes it. */
export function ModalActions({ saveLabel, onSave, onClose, isSaveDisabled = false, mt }: ModalActionsProps) {
  return (
    <Group justify="flex-end" gap="sm" mt={mt}>
      <Button variant="default" onClick={onClose}>
        Close
      </Button>
      <Button
        disabled={isSaveDisabled}
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

type LibraryModalFrameProps = { title: string; opened: boolean; onClose: () => void; children: ReactNode };

/** The wide, scrolling modal every library of pictures or templates opens in. */
export function LibraryModalFrame({ title, opened, onClose, children }: LibraryModalFrameProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="xl"
      scrollAreaComponent={ScrollArea.Autosize}
      transitionProps={{ duration: 0 }}
    >
      {children}
    </Modal>
  );
}
