/** `/event-analytic/:id`: one event's shares, gallery views, funnel and deliveries. */
import { Button, Grid, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { generatePath, Link, useParams } from 'react-router';
import { useGivenEvent } from '@/shared/api/client-events';
import { useEvent } from '@/shared/api/get-event';
import { PATHS } from '@/shared/config/paths';
import { useRole } from '@/shared/session/role';
import { BackButton } from '@/shared/ui/back-button';
import { THIS_PERIOD_LABELS } from '@/shared/ui/charts/graph-periods';
import { SharingGraphCard } from '@/shared/ui/charts/sharing-graph-card';
import { EventPageError } from '@/shared/ui/event-page-error';
import { LongTitle } from '@/shared/ui/long-text';
import { useEventSharingGraph } from '../api/analytics-api';
import { ChannelGraphs } from '../components/channel-graphs';
import { DeliveriesPanel } from '../components/deliveries-panel';
import { FunnelCard } from '../components/funnel-card';
import { GalleryOverview } from '../components/gallery-overview';
import { PrintsCard } from '../components/prints-card';
import { SocialShareCard } from '../components/social-share-card';

const BACK_TO_EVENTS = `${PATHS.events}#live`;
/** The main graph's height: it is drawn 1200 × 350 at full width. */
const MAIN_GRAPH_HEIGHT = 350;

/**
 * The event's name and clock: from its details, or for a client (who may not open them) from the
 * events given to them.
 */
function useAnalysedEvent(eventId: number, valid: boolean) {
  const isClient = useRole() === 'client';
  const event = useEvent(eventId, { enabled: valid && !isClient });
  const given = useGivenEvent(eventId, { enabled: valid && isClient });
  if (!isClient) {
    const shown = event.data?.event;
    return { isClient, error: event.error, found: shown && { name: shown.event_name, timeZone: shown.time_zone } };
  }
  const mine = given.event;
  return { isClient, error: given.error, found: mine && { name: mine.event_name, timeZone: mine.time_zone } };
}

function EventAnalytics({ eventId, timeZone, isClient }: { eventId: number; timeZone: string; isClient: boolean }) {
  const sharingGraph = useEventSharingGraph(eventId);
  return (
    <Grid gap="lg">
      <Grid.Col span={12}>
        <SharingGraphCard
          title="Sharing"
          color="#4c6ef5"
          graph={sharingGraph}
          height={MAIN_GRAPH_HEIGHT}
          periodLabels={THIS_PERIOD_LABELS}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <SocialShareCard eventId={eventId} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <FunnelCard eventId={eventId} />
      </Grid.Col>
      <Grid.Col span={12}>
        <PrintsCard eventId={eventId} timeZone={timeZone} />
      </Grid.Col>
      {/* The deliveries name guests' addresses and resend: the event's staff only. */}
      {!isClient && (
        <Grid.Col span={12}>
          <DeliveriesPanel eventId={eventId} timeZone={timeZone} />
        </Grid.Col>
      )}
      <Grid.Col span={12}>
        <ChannelGraphs eventId={eventId} />
      </Grid.Col>
      <Grid.Col span={12}>
        <GalleryOverview eventId={eventId} />
      </Grid.Col>
    </Grid>
  );
}

export function EventAnalyticsPage() {
  const eventId = Number(useParams().id);
  const valid = Number.isInteger(eventId) && eventId > 0;
  const { isClient, error, found } = useAnalysedEvent(eventId, valid);
  const name = found?.name;
  useDocumentTitle(`${name ?? 'Event'} analytics | Boothdeck`);

  if (!valid || error) {
    return <EventPageError error={error} />;
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} miw={0}>
          {name ? (
            <LongTitle order={1} fz="h2">
              {name}
            </LongTitle>
          ) : (
            <Skeleton h={32} w={240} aria-label="Loading event" />
          )}
          <Text c="dimmed">
            Analytics: how guests shared and viewed what the booth captured, by the event's own days.
          </Text>
        </Stack>
        <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
          <Button component={Link} to={generatePath(PATHS.eventReport, { id: String(eventId) })} variant="light">
            Client report
          </Button>
          <BackButton label="Back to events" fallbackTo={isClient ? PATHS.myEvents : BACK_TO_EVENTS} />
        </Group>
      </Group>
      {/* The cards ask once the event is known to be the organiser's: an unknown one shows one error, not one per card. */}
      {found ? (
        <EventAnalytics eventId={eventId} timeZone={found.timeZone} isClient={isClient} />
      ) : (
        <Skeleton h={350} aria-label="Loading analytics" />
      )}
    </Stack>
  );
}
