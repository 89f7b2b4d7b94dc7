import type { EventSummary } from '@boothdeck/contract';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatInstant } from '@/shared/lib/event-dates';
import { EventImage } from './event-image';

type EventCardProps = { event: EventSummary; actions: ReactNode };

/** One event in a list: image, name, venue, From and To (no end for an ongoing event), then its actions. */
export function EventCard({ event, actions }: EventCardProps) {
  const isOngoing = event.life_time === 1;
  return (
    <Card component="article" withBorder radius="md" shadow="xs" padding="md" aria-label={event.event_name}>
      <Card.Section>
        <EventImage src={event.event_info_image} alt={event.event_name} />
      </Card.Section>
      <Stack gap={6} mt="md" flex={1}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} size="lg" lineClamp={1} title={event.event_name}>
            {event.event_name}
          </Text>
          {isOngoing && (
            <Badge variant="light" color="teal" style={{ flexShrink: 0 }}>
              Ongoing
            </Badge>
          )}
        </Group>
        <Group gap={6} c="dimmed" wrap="nowrap">
          <IconMapPin size={16} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm" lineClamp={1}>
            {event.venue_name || 'No venue yet'}
          </Text>
        </Group>
        <Text size="sm">
          <Text span c="dimmed">
            From{' '}
          </Text>
          {formatInstant(event.event_start_date)}
        </Text>
        {!isOngoing && (
          <Text size="sm">
            <Text span c="dimmed">
              To{' '}
            </Text>
            {formatInstant(event.event_end_date)}
          </Text>
        )}
      </Stack>
      <Card.Section withBorder inheritPadding py="xs" mt="md">
        {actions}
      </Card.Section>
    </Card>
  );
}
