import type { MediaType } from '@boothdeck/contract';
import { Button, Tabs } from '@mantine/core';
import { useState } from 'react';
import { generatePath, Link } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { PanelCard } from '@/shared/ui/panel-card';
import { useMostViewed, useRecentItems } from '../api/analytics-api';
import { OverviewGrid } from './overview-grid';

const RECENT_TABS: readonly { value: string; label: string; mediaType: MediaType }[] = [
  { value: 'photos', label: 'Recent Photos', mediaType: 'photo' },
  { value: 'videos', label: 'Recent Video', mediaType: 'video' },
  { value: 'boomerangs', label: 'Recent Boomerangs', mediaType: 'boomerang' },
];

function MostViewed({ eventId }: { eventId: number }) {
  return <OverviewGrid query={useMostViewed(eventId)} label="Most Viewed" />;
}

function RecentItems({ eventId, mediaType, label }: { eventId: number; mediaType: MediaType; label: string }) {
  return <OverviewGrid query={useRecentItems(eventId, mediaType)} label={label} />;
}

/** The event's media by tab; only the open tab asks for its items. */
export function GalleryOverview({ eventId }: { eventId: number }) {
  const [tab, setTab] = useState('photos');
  return (
    <PanelCard
      title="Gallery Overview"
      subtitle="What guests opened most in the online gallery, and the newest captures"
      actions={
        <Button
          component={Link}
          to={generatePath(PATHS.eventPhotos, { id: String(eventId) })}
          variant="light"
          size="xs"
        >
          Open gallery
        </Button>
      }
    >
      <Tabs value={tab} onChange={(value) => setTab(value ?? 'photos')} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="most-viewed">Most Viewed</Tabs.Tab>
          {RECENT_TABS.map(({ value, label }) => (
            <Tabs.Tab key={value} value={value}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="most-viewed">
          <MostViewed eventId={eventId} />
        </Tabs.Panel>
        {RECENT_TABS.map(({ value, label, mediaType }) => (
          <Tabs.Panel key={value} value={value}>
            <RecentItems eventId={eventId} mediaType={mediaType} label={label} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </PanelCard>
  );
}
