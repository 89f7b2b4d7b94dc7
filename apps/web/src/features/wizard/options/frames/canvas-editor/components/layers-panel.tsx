import { ActionIcon, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import type { FabricObject } from 'fabric';
import type { Layer } from '../lib/design-canvas';

type LayersPanelProps = {
  layers: Layer[];
  selection: FabricObject[];
  onSelect: (object: FabricObject) => void;
  onBringForward: (object: FabricObject) => void;
  onSendBackward: (object: FabricObject) => void;
  onDelete: (object: FabricObject) => void;
};

/** Everything on the frame, the top one first: select it, move it up or down, delete it. */
export function LayersPanel({
  layers,
  selection,
  onSelect,
  onBringForward,
  onSendBackward,
  onDelete,
}: LayersPanelProps) {
  if (layers.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nothing on the frame yet. Add a text, a prop or an image of your own.
      </Text>
    );
  }
  return (
    <Stack component="ul" gap={6} m={0} p={0} aria-label="Layers" style={{ listStyle: 'none' }}>
      {layers.map((layer, index) => {
        const isSelected = selection.includes(layer.object);
        return (
          <Group
            component="li"
            key={layer.id}
            gap="xs"
            wrap="nowrap"
            p={6}
            bdrs="sm"
            bg={isSelected ? 'var(--mantine-primary-color-light)' : 'gray.0'}
            aria-label={layer.label}
          >
            <UnstyledButton
              flex={1}
              px={4}
              onClick={() => onSelect(layer.object)}
              aria-pressed={isSelected}
              aria-label={`Select ${layer.label}`}
            >
              <Text size="sm" fw={isSelected ? 600 : 400} truncate>
                {layer.label}
              </Text>
            </UnstyledButton>
            <ActionIcon
              variant="subtle"
              onClick={() => onBringForward(layer.object)}
              disabled={index === 0}
              aria-label={`Bring forward ${layer.label}`}
            >
              <IconArrowUp size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              onClick={() => onSendBackward(layer.object)}
              disabled={index === layers.length - 1}
              aria-label={`Send backward ${layer.label}`}
            >
              <IconArrowDown size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={() => onDelete(layer.object)}
              aria-label={`Delete ${layer.label}`}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        );
      })}
    </Stack>
  );
}
