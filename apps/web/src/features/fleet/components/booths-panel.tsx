import { FLEET_MESSAGES } from '@boothdeck/contract';
import { Alert, Anchor, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { generatePath, Link } from 'react-router';
import { getErrorMessage } from '@/shared/api/api-error';
import { PATHS } from '@/shared/config/paths';
import { DetailSection } from '@/shared/ui/detail-section';
import { useEventBooths } from '../api/get-event-booths';
import { agoText } from '../lib/booth-facts';
import { BoothCard } from './booth-card';

/**
 * An event's Booths panel: every booth signed in to it (and those signed out in the last day),
 * the alerts still open, and each booth's commands. It reads the booths again every few seconds.
 * `withPageLink` adds the link to the panel's own page, for a phone at the venue.
 */
export function BoothsPanel({ eventId, withPageLink = false }: { eventId: number; withPageLink?: boolean }) {
  const { data, error, isPending } = useEventBooths(eventId);
  return (
    <DetailSection title="Booths">
      {withPageLink && (
        <Text size="sm">
          Watch the booths from a phone at the venue:{' '}
          <Anchor component={Link} to={generatePath(PATHS.eventBooths, { id: String(eventId) })}>
            open the Booths page
          </Anchor>
          .
        </Text>
      )}
      {isPending && <Loader size="sm" aria-label="Loading the booths" />}
      {error && !data && (
        <Alert color="red" variant="light" role="alert">
          {getErrorMessage(error)}
        </Alert>
      )}
      {data && (
        <Stack gap="md">
          {data.alerts.map((alert) => (
            <Alert key={alert.id} color="orange" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
              <Group justify="space-between" gap="xs">
                <Text size="sm">
                  <strong>{alert.device_name || `Booth ${alert.session_id}`}</strong>{' '}
                  {FLEET_MESSAGES.alerts[alert.kind]}
                </Text>
                <Text size="xs" c="dimmed">
                  {agoText(alert.raised_at, data.read_at)}
                </Text>
              </Group>
            </Alert>
          ))}
          {data.booths.length === 0 ? (
            <Text c="dimmed">No booth has signed in to this event yet.</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              {data.booths.map((booth) => (
                <BoothCard
                  key={booth.session_id}
                  eventId={eventId}
                  booth={booth}
                  report={data.reports.find((report) => report.session_id === booth.session_id)}
                  readAt={data.read_at}
                />
              ))}
            </SimpleGrid>
          )}
        </Stack>
      )}
    </DetailSection>
  );
}
