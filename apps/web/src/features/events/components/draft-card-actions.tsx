import type { EventSummary } from '@boothdeck/contract';
import { Button, Group } from '@mantine/core';
import { IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { generatePath, Link } from 'react-router';
import { PATHS } from '@/shared/config/paths';

type DraftCardActionsProps = { event: EventSummary; onRemove: (event: EventSummary) => void };

/** A draft can be removed or continued in the wizard. */
export function DraftCardActions({ event, onRemove }: DraftCardActionsProps) {
  return (
    <Group justify="space-between" gap="xs">
      <Button
        variant="subtle"
        color="red"
        size="compact-sm"
        leftSection={<IconTrash size={16} />}
        onClick={() => onRemove(event)}
        aria-label={`Remove ${event.event_name}`}
      >
        Remove
      </Button>
      <Button
        component={Link}
        to={generatePath(PATHS.continueDraft, { id: String(event.id) })}
        size="compact-sm"
        leftSection={<IconPlayerPlay size={16} />}
        aria-label={`Continue ${event.event_name}`}
      >
        Continue
      </Button>
    </Group>
  );
}
