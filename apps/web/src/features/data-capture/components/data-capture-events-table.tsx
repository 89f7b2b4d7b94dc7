import type { DataCaptureEvent } from '@boothdeck/contract';
import { Button, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { dataCaptureViewPath } from '../lib/data-capture-paths';

const COLUMNS = ['Event', 'Venue', 'Start Date & Time', 'End Date & Time', 'Captured Leads', 'Action'];

/** The events with their lead counts; View opens an event's leads and is off while it has none. */
export function DataCaptureEventsTable({ events }: { events: readonly DataCaptureEvent[] }) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table
        striped
        highlightOnHover
        verticalSpacing="sm"
        aria-label="Events with captured leads"
        style={{ whiteSpace: 'nowrap' }}
      >
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((event) => (
            <Table.Tr key={event.id}>
              <Table.Td>
                <Text fw={600} size="sm">
                  {event.event_name}
                </Text>
              </Table.Td>
              <Table.Td>{event.venue_name}</Table.Td>
              <Table.Td>{event.event_start_date}</Table.Td>
              <Table.Td>{event.event_end_date}</Table.Td>
              <Table.Td>{event.data_capture_count.toLocaleString()}</Table.Td>
              <Table.Td>
                {event.data_capture_count === 0 ? (
                  <Button size="xs" disabled aria-label={`View leads of ${event.event_name}`}>
                    View
                  </Button>
                ) : (
                  <Button
                    size="xs"
                    component={Link}
                    to={dataCaptureViewPath(event.id)}
                    aria-label={`View leads of ${event.event_name}`}
                  >
                    View
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
