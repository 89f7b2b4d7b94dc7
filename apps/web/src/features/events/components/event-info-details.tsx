import type { Event } from '@boothdeck/contract';
import { Box, SimpleGrid } from '@mantine/core';
import { generatePath } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { formatWallTime } from '@/shared/lib/event-dates';
import { DetailField, DetailSection } from './detail-section';
import { EventImage } from './event-image';

/** Event Info: name, subtitle, venue, zone, start and finish on the event's own clock, image. */
export function EventInfoDetails({ event }: { event: Event }) {
  return (
    <DetailSection title="Event Info" editTo={generatePath(PATHS.editEventInfo, { id: String(event.id) })}>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" style={{ gridColumn: 'span 2' }}>
          <DetailField label="Event Name">{event.event_name}</DetailField>
          <DetailField label="Subtitle">{event.event_details || '—'}</DetailField>
          <DetailField label="Venue Name">{event.venue_name || '—'}</DetailField>
          <DetailField label="Timezone">{event.time_zone}</DetailField>
          <DetailField label="Start Date">{formatWallTime(event.event_start_local)}</DetailField>
          <DetailField label="End Date">
            {event.life_time === 1 ? 'Ongoing' : formatWallTime(event.event_end_local)}
          </DetailField>
        </SimpleGrid>
        <Box maw={320}>
          <EventImage src={event.event_info_image} alt={event.event_name} />
        </Box>
      </SimpleGrid>
    </DetailSection>
  );
}
