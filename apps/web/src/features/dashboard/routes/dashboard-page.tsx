import { Grid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useDashboardAnalytics } from '@/shared/api/get-dashboard-analytics';
import { FirstEventPrompt } from '@/shared/ui/first-event-prompt';
import { DataCaptureTrendsCard } from '../components/data-capture-trends-card';
import { SharingGraphCard } from '../components/sharing-graph-card';
import { SharingStatsCard } from '../components/sharing-stats-card';
import { SocialSharePanel } from '../components/social-share-panel';
import { StatCards } from '../components/stat-cards';

/** `/dashboard`: events, captured media, shares and leads across all the organiser's events. */
export function DashboardPage() {
  useDocumentTitle('Dashboard | Boothdeck');
  // A new organiser sees the way to a first event above the spec's cards, which read 0 until then.
  const hasNoEvents = useDashboardAnalytics().data?.total_event === 0;

  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Title order={1} fz="h2">
          Dashboard
        </Title>
        <Text c="dimmed">Your events, captured media, shares and leads at a glance.</Text>
      </Stack>
      {hasNoEvents && <FirstEventPrompt />}
      <StatCards />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5, xl: 4 }}>
          <SocialSharePanel />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7, xl: 8 }}>
          <SharingStatsCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <SharingGraphCard channel="email" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <SharingGraphCard channel="sms" />
        </Grid.Col>
        <Grid.Col span={12}>
          <DataCaptureTrendsCard />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
