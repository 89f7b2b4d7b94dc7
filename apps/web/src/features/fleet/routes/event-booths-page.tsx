/** `/show/event/{id}/booths`: the event's Booths panel on a page of its own, for a phone at the venue. */
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { generatePath, Link, useParams } from 'react-router';
import { getErrorMessage } from '@/shared/api/api-error';
import { useEvent } from '@/shared/api/get-event';
import { PATHS } from '@/shared/config/paths';
import { LongTitle } from '@/shared/ui/long-text';
import { PageLoader } from '@/shared/ui/page-loader';
import { BoothsPanel } from '../components/booths-panel';

export function EventBoothsPage() {
  const eventId = Number(useParams().id);
  const { data, error, isPending } = useEvent(eventId);
  const event = data?.event;
  useDocumentTitle(`Booths · ${event?.event_name ?? 'Event'} | Boothdeck`);
  if (!event) {
    if (isPending && Number.isInteger(eventId) && eventId > 0) return <PageLoader />;
    return (
      <Alert color="red" variant="light" role="alert">
        {error ? getErrorMessage(error) : 'Not found.'}
      </Alert>
    );
  }
  return (
    <Stack gap="md" maw={1100} mx="auto" w="100%">
      <Group justify="space-between" align="center" gap="xs">
        <Stack gap={0} miw={0}>
          <Text size="sm" c="dimmed">
            Booths of
          </Text>
          <LongTitle order={1} fz="h3">
            {event.event_name}
          </LongTitle>
        </Stack>
        <Button
          component={Link}
          to={generatePath(PATHS.eventDetails, { id: String(event.id) })}
          variant="subtle"
          color="gray"
          leftSection={<IconArrowLeft size={18} />}
        >
          Event details
        </Button>
      </Group>
      <BoothsPanel eventId={event.id} />
    </Stack>
  );
}
