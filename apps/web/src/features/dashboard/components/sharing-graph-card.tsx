import type { GraphChannel } from '@boothdeck/contract';
import { SharingGraphCard as GraphCard } from '@/shared/ui/charts/sharing-graph-card';
import { useSharingGraph } from '../api/get-sharing-graph';

const LOOK: Record<GraphChannel, { title: string; color: string }> = {
  email: { title: 'Email Shares', color: '#4c6ef5' },
  sms: { title: 'SMS Shares', color: '#12b886' },
};

/** One channel's shares across all the organiser's events. */
export function SharingGraphCard({ channel }: { channel: GraphChannel }) {
  return <GraphCard {...LOOK[channel]} graph={useSharingGraph(channel)} />;
}
