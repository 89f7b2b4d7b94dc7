/** `/event-photos-fullscreen`: an address kept from the product's route table; the slider now opens inside each gallery. */
import { eventEndpoints } from '@boothdeck/contract';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { useAllowed } from '@/shared/session/role';

export function EventPhotosFullscreenPage() {
  useDocumentTitle('Gallery | Boothdeck');
  // A client's events are the ones given to them.
  const events = useAllowed(eventEndpoints.liveEvents.roles) ? `${PATHS.events}#live` : PATHS.myEvents;
  return (
    <Card withBorder radius="md" padding="xl" maw={560} mx="auto">
      <Stack align="flex-start">
        <Title order={1} fz="h2">
          Full-screen gallery
        </Title>
        <Text>
          Open an event's gallery from your events and choose any photo or clip: it opens full screen, with the next and
          previous items and its shares beside it.
        </Text>
        <Button component={Link} to={events} variant="light" leftSection={<IconArrowLeft size={18} />}>
          Go to events
        </Button>
      </Stack>
    </Card>
  );
}
