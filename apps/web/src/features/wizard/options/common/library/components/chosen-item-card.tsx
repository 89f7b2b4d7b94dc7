import { ActionIcon, Box, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type ChosenItemCardProps = {
  label: string;
  /** The item's picture (a LibraryThumb). */
  preview: ReactNode;
  /** A line or two about the item: its settings, its custom frame. */
  children?: ReactNode;
  /** Buttons before Remove (Settings, Custom frame, Preview). */
  actions?: ReactNode;
  onRemove: () => void;
  /** Highlighted, e.g. the frame shown in the preview. */
  isActive?: boolean;
};

/** One chosen library item in a step's list: its picture, what it holds and its actions. */
export function ChosenItemCard({ label, preview, children, actions, onRemove, isActive = false }: ChosenItemCardProps) {
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      aria-label={label}
      style={{ borderColor: isActive ? 'var(--mantine-color-indigo-filled)' : undefined }}
    >
      <Group wrap="nowrap" align="flex-start" gap="md">
        <Box w={88} style={{ flexShrink: 0 }}>
          {preview}
        </Box>
        <Stack gap={6} flex={1} miw={0}>
          <Text fw={600}>{label}</Text>
          {children}
          <Group gap="xs">{actions}</Group>
        </Stack>
        <Tooltip label="Remove">
          <ActionIcon variant="subtle" color="red" onClick={onRemove} aria-label={`Remove ${label}`}>
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Paper>
  );
}
