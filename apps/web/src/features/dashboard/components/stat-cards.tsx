import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBroadcast, IconCalendarEvent, IconCalendarTime, IconPhoto } from '@tabler/icons-react';
import { useDashboardAnalytics } from '@/shared/api/get-dashboard-analytics';
import { formatCount } from '@/shared/lib/format-count';

const STATS = [
  { key: 'live_event', label: 'Live Events', icon: IconBroadcast, color: 'teal' },
  { key: 'upcoming_event', label: 'Upcoming Events', icon: IconCalendarTime, color: 'blue' },
  { key: 'capture_data', label: 'Total captured media', icon: IconPhoto, color: 'grape' },
  { key: 'total_event', label: 'Total events', icon: IconCalendarEvent, color: 'indigo' },
] as const;

/** Live, upcoming, captured media and all events, one card each. */
export function StatCards() {
  const analytics = useDashboardAnalytics();

  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="lg">
      {STATS.map(({ key, label, icon: Icon, color }) => (
        <Paper key={key} withBorder radius="md" p="lg">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={6}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={700} lts={0.4}>
                {label}
              </Text>
              {analytics.isPending ? (
                <Skeleton height={34} width={72} aria-label={`Loading ${label}`} />
              ) : (
                <Text fz={30} fw={700} lh={1.15} aria-label={`${label}: ${formatCount(analytics.data?.[key])}`}>
                  {formatCount(analytics.data?.[key])}
                </Text>
              )}
            </Stack>
            <ThemeIcon size={48} radius="md" variant="light" color={color} aria-hidden>
              <Icon size={26} stroke={1.6} />
            </ThemeIcon>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
