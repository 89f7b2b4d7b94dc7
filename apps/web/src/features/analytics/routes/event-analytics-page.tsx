/** `/event-analytic/:id`: one event's shares, gallery views, funnel and deliveries. */
import { Grid, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useParams } from 'react-router';
import { useEvent } from '@/shared/api/get-event';
import { PATHS } from '@/shared/config/paths';
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

function EventAnalytics({ eventId, timeZone }: { eventId: number; timeZone: string }) {
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
      <Grid.Col span={12}>
        <DeliveriesPanel eventId={eventId} timeZone={timeZone} />
      </Grid.Col>
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
  const event = useEvent(eventId, { enabled: valid });
  const name = event.data?.event.event_name;
  useDocumentTitle(`${name ?? 'Event'} analytics | Boothdeck`);

  if (!valid || event.isError) {
    return <EventPageError error={event.isError ? event.error : null} />;
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
        <BackButton label="Back to events" fallbackTo={BACK_TO_EVENTS} style={{ flexShrink: 0 }} />
      </Group>
      {/* The cards ask once the event is known to be the organiser's: an unknown one shows one error, not one per card. */}
      {event.data ? (
        <EventAnalytics eventId={eventId} timeZone={event.data.event.time_zone} />
      ) : (
        <Skeleton h={350} aria-label="Loading analytics" />
      )}
    </Stack>
  );
}
