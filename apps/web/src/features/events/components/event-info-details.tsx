import type { Event } from '@boothdeck/contract';
import { Box, SimpleGrid } from '@mantine/core';
import { generatePath } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { formatEventInstant } from '@/shared/lib/event-time';
import { DetailField, DetailSection } from '@/shared/ui/detail-section';
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
          <DetailField label="Start Date">{formatEventInstant(event.event_start_date, event.time_zone)}</DetailField>
          <DetailField label="End Date">
            {event.life_time === 1 ? 'Ongoing' : formatEventInstant(event.event_end_date, event.time_zone)}
          </DetailField>
        </SimpleGrid>
        <Box maw={320}>
          <EventImage src={event.event_info_image} alt={event.event_name} />
        </Box>
      </SimpleGrid>
    </DetailSection>
  );
}
