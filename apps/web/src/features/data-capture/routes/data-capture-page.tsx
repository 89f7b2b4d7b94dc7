/** `/data-capture`: the lead trend and the organiser's events with their lead counts, 5 a page. */
import { Alert, Group, Pagination, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { getErrorMessage } from '@/shared/api/api-error';
import { useDataCaptureEvents } from '../api/get-data-capture-events';
import { DataCaptureEventsTable } from '../components/data-capture-events-table';
import { DataTrendsCard } from '../components/data-trends-card';
import { SearchBox } from '../components/search-box';
import { useDebouncedSearch } from '../hooks/use-debounced-search';
import { useUpgradeRedirect } from '../hooks/use-upgrade-redirect';

export function DataCapturePage() {
  useDocumentTitle('Data Capture | Boothdeck');
  const { text, setText, search } = useDebouncedSearch();
  const [page, setPage] = useState(1);
  const events = useDataCaptureEvents(page, search);
  const paged = events.data?.events;

  // A new search starts from its first page.
  const [listedSearch, setListedSearch] = useState(search);
  if (listedSearch !== search) {
    setListedSearch(search);
    setPage(1);
  }
  const isRedirecting = useUpgradeRedirect(events.error);

  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        Data Capture
      </Title>
      <DataTrendsCard />
      <Paper component="section" aria-label="Events" withBorder radius="md" p="lg">
        <Stack gap="md">
          <Group justify="space-between" gap="sm">
            <Title order={2} fz="lg">
              Events
            </Title>
            <SearchBox label="Search events" value={text} onChange={setText} />
          </Group>
          {events.isPending || isRedirecting ? (
            <Skeleton height={260} aria-label="Loading events" />
          ) : events.isError ? (
            <Alert color="red" title="The events could not be loaded">
              {getErrorMessage(events.error)}
            </Alert>
          ) : paged?.data.length ? (
            <DataCaptureEventsTable events={paged.data} />
          ) : (
            <Text c="dimmed" ta="center" py="xl">
              {search ? 'No event matches your search.' : 'There is no items to show'}
            </Text>
          )}
          {paged && paged.last_page > 1 && (
            <Group justify="center">
              <Pagination
                total={paged.last_page}
                value={page}
                onChange={setPage}
                getControlProps={(control) => ({ 'aria-label': `${control} page` })}
                getItemProps={(number) => ({ 'aria-label': `Page ${number}` })}
              />
            </Group>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
