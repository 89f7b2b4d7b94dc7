import type { EventSummary } from '@boothdeck/contract';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatEventInstant } from '@/shared/lib/event-time';
import { LongText } from '@/shared/ui/long-text';
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
          <LongText fw={600} size="lg" lines={1}>
            {event.event_name}
          </LongText>
          {isOngoing && (
            <Badge variant="light" color="teal" style={{ flexShrink: 0 }}>
              Ongoing
            </Badge>
          )}
        </Group>
        <Group gap={6} c="dimmed" wrap="nowrap">
          <IconMapPin size={16} aria-hidden style={{ flexShrink: 0 }} />
          <LongText size="sm" lines={1}>
            {event.venue_name || 'No venue yet'}
          </LongText>
        </Group>
        <Text size="sm">
          <Text span c="dimmed">
            From{' '}
          </Text>
          {formatEventInstant(event.event_start_date, event.time_zone)}
        </Text>
        {!isOngoing && (
          <Text size="sm">
            <Text span c="dimmed">
              To{' '}
            </Text>
            {formatEventInstant(event.event_end_date, event.time_zone)}
          </Text>
        )}
      </Stack>
      <Card.Section withBorder inheritPadding py="xs" mt="md">
        {actions}
      </Card.Section>
    </Card>
  );
}
