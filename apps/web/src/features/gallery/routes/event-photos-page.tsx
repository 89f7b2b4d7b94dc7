/**
 * `/event-photos/:id`: the organiser's gallery of one event, tab by media type, with downloads and a
 * slider. A client sees it read-only: the tiles and the slider with each item's stats, without
 * moderation, downloads or prints (each part shown only to the roles its call lets through).
 */
import { eventEndpoints, GALLERY_TABS, moderationEndpoints } from '@boothdeck/contract';
import { Group, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { useParams } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { useAllowed } from '@/shared/session/role';
import { BackButton } from '@/shared/ui/back-button';
import { EventPageError } from '@/shared/ui/event-page-error';
import { LongTitle } from '@/shared/ui/long-text';
import { GalleryActions } from '../components/gallery-actions';
import { GalleryGrid } from '../components/gallery-grid';
import { MediaSlider } from '../components/media-slider';
import { ModerationQueue } from '../components/moderation-queue';
import { useGalleryEvent } from '../hooks/use-gallery-event';
import { useGalleryTab } from '../hooks/use-gallery-tab';

const BACK_TO_EVENTS = `${PATHS.events}#live`;

export function EventPhotosPage() {
  const eventId = Number(useParams().id);
  const { event, error } = useGalleryEvent(eventId);
  const [mediaType, selectTab] = useGalleryTab();
  const [openItemId, setOpenItemId] = useState<number | null>(null);
  const mayModerate = useAllowed(moderationEndpoints.queue.roles);
  const mayOpenEvents = useAllowed(eventEndpoints.liveEvents.roles);
  useDocumentTitle(`${event?.event_name ?? 'Event'} gallery | Boothdeck`);

  if (error || !Number.isInteger(eventId) || eventId < 1) {
    return <EventPageError error={error} />;
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} miw={0}>
          {event ? (
            <LongTitle order={1} fz="h2">
              {event.event_name}
            </LongTitle>
          ) : (
            <Skeleton h={32} w={240} aria-label="Loading event" />
          )}
          <Text c="dimmed">Online gallery: everything the booth captured at this event.</Text>
        </Stack>
        <BackButton
          label="Back to events"
          fallbackTo={mayOpenEvents ? BACK_TO_EVENTS : PATHS.myEvents}
          style={{ flexShrink: 0 }}
        />
      </Group>
      {mayModerate && <ModerationQueue eventId={eventId} />}
      <GalleryActions eventId={eventId} mediaType={mediaType} uuid={event?.uuid ?? null} />
      <Tabs value={mediaType} onChange={selectTab} keepMounted={false}>
        <Tabs.List mb="md">
          {GALLERY_TABS.map((tab) => (
            <Tabs.Tab key={tab.mediaType} value={tab.mediaType}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {GALLERY_TABS.map((tab) => (
          <Tabs.Panel key={tab.mediaType} value={tab.mediaType}>
            <GalleryGrid eventId={eventId} mediaType={tab.mediaType} onOpen={(item) => setOpenItemId(item.id)} />
          </Tabs.Panel>
        ))}
      </Tabs>
      {openItemId !== null && (
        <MediaSlider
          mediaId={openItemId}
          mediaType={mediaType}
          timeZone={event?.time_zone ?? null}
          onNavigate={setOpenItemId}
          onClose={() => setOpenItemId(null)}
        />
      )}
    </Stack>
  );
}
