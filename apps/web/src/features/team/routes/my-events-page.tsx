import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconChartBar, IconPhoto } from '@tabler/icons-react';
import { generatePath, Link } from 'react-router';
import { useClientEvents } from '@/shared/api/client-events';
import { PATHS } from '@/shared/config/paths';

/** `/my-events`: a client's start page, the events the owner gave them, each with its analytics and gallery. */
export function MyEventsPage() {
  useDocumentTitle('My events | Boothdeck');
  const events = useClientEvents();
  return (
    <Stack gap="lg" maw={880}>
      <Title order={1} fz="h2">
        My events
      </Title>
      {events.isPending && <Text size="sm">Loading your events…</Text>}
      {events.data?.events.length === 0 && (
        <Text size="sm" c="dimmed">
          No events have been shared with you yet.
        </Text>
      )}
      {events.data?.events.map((event) => (
        <Paper key={event.id} withBorder radius="md" p="md">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text fw={600}>{event.event_name}</Text>
            <Group gap="xs">
              <Button
                component={Link}
                to={generatePath(PATHS.eventAnalytics, { id: String(event.id) })}
                variant="light"
                leftSection={<IconChartBar size={18} />}
              >
                Analytics
              </Button>
              <Button
                component={Link}
                to={generatePath(PATHS.eventPhotos, { id: String(event.id) })}
                variant="light"
                leftSection={<IconPhoto size={18} />}
              >
                Gallery
              </Button>
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
