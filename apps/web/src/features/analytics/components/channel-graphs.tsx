import type { EventGraphChannel } from '@boothdeck/contract';
import { SimpleGrid } from '@mantine/core';
import { THIS_PERIOD_LABELS } from '@/shared/ui/charts/graph-periods';
import { SharingGraphCard } from '@/shared/ui/charts/sharing-graph-card';
import { useEventChannelGraph } from '../api/analytics-api';
import { SOCIAL_CHANNELS } from './social-share-card';

/** The small graphs' height: their cards are 330 × 180. */
const SMALL_GRAPH_HEIGHT = 180;

function ChannelGraph({
  eventId,
  channel,
  title,
  color,
}: {
  eventId: number;
  channel: EventGraphChannel;
  title: string;
  color: string;
}) {
  return (
    <SharingGraphCard
      title={title}
      color={color}
      graph={useEventChannelGraph(eventId, channel)}
      height={SMALL_GRAPH_HEIGHT}
      periodLabels={THIS_PERIOD_LABELS}
    />
  );
}

/** One small graph per channel of the Social Share card, each from that channel's own shares. */
export function ChannelGraphs({ eventId }: { eventId: number }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="lg">
      {SOCIAL_CHANNELS.map(({ key, label, color }) => (
        <ChannelGraph key={key} eventId={eventId} channel={key} title={`${label} Shares`} color={color} />
      ))}
    </SimpleGrid>
  );
}
