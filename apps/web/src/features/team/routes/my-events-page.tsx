import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconChartBar, IconPhoto } from '@tabler/icons-react';
import { generatePath, Link } from 'react-router';
import { useClientEvents } from '@/shared/api/client-events';
import { PATHS } from '@/shared/config/paths';

/** What a client may open of each event given to them. */
const EVENT_PAGES = [
  { label: 'Analytics', path: PATHS.eventAnalytics, Icon: IconChartBar },
  { label: 'Gallery', path: PATHS.eventPhotos, Icon: IconPhoto },
] as const;

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
              {EVENT_PAGES.map(({ label, path, Icon }) => (
                <Button
                  key={label}
                  component={Link}
                  to={generatePath(path, { id: String(event.id) })}
                  variant="light"
                  leftSection={<Icon size={18} />}
                >
                  {label}
                </Button>
              ))}
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
