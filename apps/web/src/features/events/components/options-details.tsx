import type { Event } from '@boothdeck/contract';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { generatePath } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { OPTION_TILES } from '@/shared/lib/event-options';
import { DetailField, DetailSection } from '@/shared/ui/detail-section';

/** Event Options: the options the event has and its admin password. */
export function OptionsDetails({ event }: { event: Event }) {
  const options = event.event_option;
  const chosen = OPTION_TILES.filter(({ option }) => options?.[option] === 1);
  return (
    <DetailSection title="Event Options" editTo={generatePath(PATHS.editEventOptions, { id: String(event.id) })}>
      <Stack gap="md">
        {chosen.length > 0 ? (
          <Group gap="xs">
            {chosen.map(({ option, label }) => (
              <Badge key={option} variant="light" size="lg" tt="none" leftSection={<IconCheck size={14} />}>
                {label}
              </Badge>
            ))}
          </Group>
        ) : (
          <Text c="dimmed">No options chosen yet.</Text>
        )}
        {options && <DetailField label="Admin Password">{options.password}</DetailField>}
      </Stack>
    </DetailSection>
  );
}
