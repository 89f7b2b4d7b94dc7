import { Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { formatCount } from '@/shared/lib/format-count';
import { PanelCard } from '@/shared/ui/panel-card';
import { useEventPrints } from '../api/analytics-api';

/** An hour (`YYYY-MM-DDTHH:00Z`) on the event's clock: 'Sat 14:00'. */
const hourIn = (hour: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-AU', { weekday: 'short', hour: '2-digit', minute: '2-digit', timeZone }).format(
    new Date(hour.replace(/:00Z$/, ':00:00Z')),
  );

type CountRow = { key: string; name: string; sheets: number };

/** Sheets by one thing (a booth, an hour): its name, then its count. */
function CountTable({ label, heading, rows }: { label: string; heading: string; rows: CountRow[] }) {
  return (
    <Table aria-label={label} verticalSpacing={4}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{heading}</Table.Th>
          <Table.Th ta="right">Sheets</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            <Table.Td>{row.name}</Table.Td>
            <Table.Td ta="right">{formatCount(row.sheets)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The booths' prints: sheets in all against the event's limit, by booth and by hour of the event's clock. */
export function PrintsCard({ eventId, timeZone }: { eventId: number; timeZone: string }) {
  const query = useEventPrints(eventId);
  const prints = query.data;
  return (
    <PanelCard title="Prints" subtitle="Sheets the booths printed, every copy counted">
      {query.isError && (
        <Text c="red" size="sm" role="alert">
          The prints could not be loaded. Please try again later.
        </Text>
      )}
      {query.isPending && <Skeleton height={80} aria-label="Loading prints" />}
      {prints && (
        <Stack gap="md">
          <Group gap="xs" align="baseline">
            <Text fz={28} fw={700} aria-label={`Sheets printed: ${formatCount(prints.sheets)}`}>
              {formatCount(prints.sheets)}
            </Text>
            <Text c="dimmed" size="sm">
              {prints.print_limit === null
                ? 'sheets, no limit'
                : `of ${formatCount(prints.print_limit)} sheets allowed`}
            </Text>
          </Group>
          {prints.jobs === 0 ? (
            <Text size="sm" c="dimmed">
              No prints yet.
            </Text>
          ) : (
            <Group align="flex-start" grow gap="lg">
              <CountTable
                label="Prints by booth"
                heading="Booth"
                rows={prints.by_booth.map((row) => ({ key: row.booth, name: row.booth, sheets: row.sheets }))}
              />
              <CountTable
                label="Prints by hour"
                heading="Hour"
                rows={prints.by_hour.map((row) => ({
                  key: row.hour,
                  name: hourIn(row.hour, timeZone),
                  sheets: row.sheets,
                }))}
              />
            </Group>
          )}
        </Stack>
      )}
    </PanelCard>
  );
}
