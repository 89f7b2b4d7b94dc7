import { type Event, FEATURE_KEYS } from '@boothdeck/contract';
import { Badge, Group, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { generatePath } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { FEATURE_LABELS, isFeatureOn } from '@/shared/lib/event-options';
import { DetailSection } from '@/shared/ui/detail-section';

/** Event Feature: the features the event has. */
export function FeatureDetails({ event }: { event: Event }) {
  const chosen = FEATURE_KEYS.filter((key) => isFeatureOn(event.feature, key));
  return (
    <DetailSection title="Event Feature" editTo={generatePath(PATHS.editEventFeature, { id: String(event.id) })}>
      {chosen.length > 0 ? (
        <Group gap="xs">
          {chosen.map((key) => (
            <Badge key={key} variant="light" size="lg" tt="none" leftSection={<IconCheck size={14} />}>
              {FEATURE_LABELS[key]}
            </Badge>
          ))}
        </Group>
      ) : (
        <Text c="dimmed">No features chosen yet.</Text>
      )}
    </DetailSection>
  );
}
