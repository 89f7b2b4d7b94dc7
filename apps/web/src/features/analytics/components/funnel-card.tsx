import type { EventFunnelReply } from '@boothdeck/contract';
import { Group, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { formatCount } from '@/shared/lib/format-count';
import { PanelCard } from '@/shared/ui/panel-card';
import { useEventFunnel } from '../api/analytics-api';

type Step = keyof EventFunnelReply['funnel'];

const STEPS: readonly { key: Step; label: string; hint: string }[] = [
  { key: 'captures', label: 'Captures', hint: 'photos, videos and GIFs the booth took' },
  { key: 'shares', label: 'Shares', hint: 'sent by guests, downloads included' },
  { key: 'views', label: 'Gallery views', hint: 'items guests opened in the online gallery' },
  { key: 'leads', label: 'Leads', hint: 'guests who left their details' },
  { key: 'vouchers_claimed', label: 'Vouchers claimed', hint: 'offers redeemed with the staff PIN' },
];

/** Each step's count and its size against the largest step, so the drop from one to the next shows. */
export function FunnelCard({ eventId }: { eventId: number }) {
  const query = useEventFunnel(eventId);
  const funnel = query.data?.funnel;
  const largest = funnel ? Math.max(1, ...STEPS.map(({ key }) => funnel[key])) : 1;

  return (
    <PanelCard title="Funnel" subtitle="From what the booth captured to what guests did with it">
      {query.isError && (
        <Text c="red" size="sm" role="alert">
          The funnel could not be loaded. Please try again later.
        </Text>
      )}
      <Stack gap="md" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
        {STEPS.map(({ key, label, hint }) => (
          <Stack key={key} gap={4} component="li">
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Stack gap={0} miw={0}>
                <Text size="sm" fw={600}>
                  {label}
                </Text>
                <Text size="xs" c="dimmed">
                  {hint}
                </Text>
              </Stack>
              {query.isPending ? (
                <Skeleton height={20} width={56} aria-label={`Loading ${label}`} />
              ) : (
                <Text fw={700} aria-label={`${label}: ${formatCount(funnel?.[key])}`}>
                  {formatCount(funnel?.[key])}
                </Text>
              )}
            </Group>
            <Progress value={funnel ? (funnel[key] / largest) * 100 : 0} size="lg" radius="xl" aria-hidden />
          </Stack>
        ))}
      </Stack>
    </PanelCard>
  );
}
