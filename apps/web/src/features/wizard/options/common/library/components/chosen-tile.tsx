import { ActionIcon, Paper, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type ChosenTileProps = { label: string; preview: ReactNode; onRemove: () => void };

/** A chosen item shown small (a prop, a filter), with its remove button in the corner. */
export function ChosenTile({ label, preview, onRemove }: ChosenTileProps) {
  return (
    <Paper component="li" withBorder radius="md" p={6} pos="relative" aria-label={label}>
      <Stack gap={4}>
        {preview}
        <Text size="xs" fw={500} ta="center" truncate>
          {label}
        </Text>
      </Stack>
      <ActionIcon
        variant="filled"
        color="red"
        size="sm"
        radius="xl"
        pos="absolute"
        top={-8}
        right={-8}
        onClick={onRemove}
        aria-label={`Remove ${label}`}
      >
        <IconX size={14} />
      </ActionIcon>
    </Paper>
  );
}
