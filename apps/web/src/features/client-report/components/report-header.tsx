import type { ClientReport } from '@boothdeck/contract';
import { Group, Stack, Text, Title } from '@mantine/core';
import { formatEventInstant } from '@/shared/lib/event-time';

/** The organiser's name as the report's brand, the event, where and when, on the event's clock. */
export function ReportHeader({ report }: { report: ClientReport }) {
  const { event, branding } = report;
  return (
    <Stack gap={4} component="header">
      <Text fw={700} c="indigo.7" tt="uppercase" size="sm" data-testid="report-brand">
        {branding.company_name}
      </Text>
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }} style={{ overflowWrap: 'anywhere' }}>
        {event.name}
      </Title>
      <Group gap="xs" wrap="wrap">
        {event.venue && <Text c="dimmed">{event.venue}</Text>}
        <Text c="dimmed">
          {formatEventInstant(event.start_at, event.time_zone)} – {formatEventInstant(event.end_at, event.time_zone)}
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        Event report: every time is on the event's clock ({event.time_zone}).
      </Text>
    </Stack>
  );
}
