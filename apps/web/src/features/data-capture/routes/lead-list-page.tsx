/** `/data-capture-view/{id}`: one event's leads, five more on each Load More, to message and export. */
import type { Lead, LeadMessageChannel } from '@boothdeck/contract';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { getErrorMessage } from '@/shared/api/api-error';
import { useGuestErasures } from '@/shared/api/guest-erasures';
import { PATHS } from '@/shared/config/paths';
import { dayjs } from '@/shared/lib/dayjs';
import { useExportLeads } from '../api/export-leads';
import { useEventLeads } from '../api/get-event-leads';
import { LeadBulkActions } from '../components/lead-bulk-actions';
import { LeadMessageModal, type MessageTarget } from '../components/lead-message-modal';
import { LeadTable } from '../components/lead-table';
import { SearchBox } from '../components/search-box';
import { useDebouncedSearch } from '../hooks/use-debounced-search';
import { useUpgradeRedirect } from '../hooks/use-upgrade-redirect';
import { markedCount, NO_SELECTION, toggleAll, toggleLead } from '../lib/lead-selection';

const NO_REACH = { email: 0, sms: 0 };

/** Whether a message on this channel reaches the lead: they agreed, and gave the address. */
const canReach = (lead: Lead, channel: LeadMessageChannel) =>
  lead.marketing === 1 && Boolean(channel === 'email' ? lead.email : lead.mobile);

export function LeadListPage() {
  useDocumentTitle('Data Capture List | Boothdeck');
  const eventId = Number(useParams().id);
  const { text, setText, search } = useDebouncedSearch();
  const leads = useEventLeads(eventId, search);
  const erasures = useGuestErasures(eventId);
  const isRedirecting = useUpgradeRedirect(leads.error);
  const exportLeads = useExportLeads();
  const [selection, setSelection] = useState(NO_SELECTION);
  const [target, setTarget] = useState<MessageTarget | null>(null);

  const pages = leads.data?.pages;
  const loaded = useMemo(() => pages?.flatMap((page) => page.event.data) ?? [], [pages]);
  const loadedIds = loaded.map((lead) => lead.id);
  const total = pages?.[0]?.event.total ?? 0;
  const detail = pages?.[0]?.event_detail;
  const reachable = pages?.[0]?.reachable ?? NO_REACH;

  // A new search starts a new list: nothing of the old one stays marked.
  const [listedSearch, setListedSearch] = useState(search);
  if (listedSearch !== search) {
    setListedSearch(search);
    setSelection(NO_SELECTION);
  }

  const sendAll = (channel: LeadMessageChannel) =>
    setTarget({ channel, selectType: 'all', leadIds: [], count: reachable[channel] });
  const sendMarked = (channel: LeadMessageChannel) => {
    if (selection.all) return sendAll(channel);
    const marked = loaded.filter((lead) => selection.marked.has(lead.id));
    setTarget({
      channel,
      selectType: 'multiple',
      leadIds: [...selection.marked],
      count: marked.filter((lead) => canReach(lead, channel)).length,
    });
  };
  const sendOne = (lead: Lead, channel: LeadMessageChannel) =>
    setTarget({ channel, selectType: 'single', leadIds: [lead.id], count: 1 });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Title order={1} fz="h2">
            Data Capture List
          </Title>
          {detail && (
            <Text c="dimmed" size="sm">
              {detail.event_name} · {detail.venue_name} · {total.toLocaleString()} {total === 1 ? 'lead' : 'leads'}
              {erasures.data && erasures.data.total > 0
                ? ` · ${erasures.data.total.toLocaleString()} erased by guests, the last on ${dayjs(erasures.data.erasures[0]?.erased_at).format('Do MMM YYYY')}`
                : ''}
            </Text>
          )}
        </Stack>
        <Button component={Link} to={PATHS.dataCapture} variant="subtle" size="xs">
          Back to events
        </Button>
      </Group>
      <Paper component="section" aria-label="Leads" withBorder radius="md" p="lg">
        <Stack gap="md">
          <Group justify="space-between" gap="sm">
            <LeadBulkActions
              hasLeads={total > 0}
              hasMarked={markedCount(selection, total) > 0}
              reachable={reachable}
              exporting={exportLeads.isPending}
              onSendAll={sendAll}
              onSendMarked={sendMarked}
              onExport={() => exportLeads.mutate(eventId)}
            />
            <SearchBox label="Search leads" value={text} onChange={setText} />
          </Group>
          {leads.isPending || isRedirecting ? (
            <Skeleton height={280} aria-label="Loading leads" />
          ) : leads.isError ? (
            <Alert color="red" title="The leads could not be loaded">
              {getErrorMessage(leads.error)}
            </Alert>
          ) : loaded.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              {search ? 'No lead matches your search.' : 'There is no items to show'}
            </Text>
          ) : (
            <LeadTable
              leads={loaded}
              selection={selection}
              onToggle={(id) => setSelection((current) => toggleLead(current, id, loadedIds))}
              onToggleAll={() => setSelection((current) => toggleAll(current, loadedIds))}
              onSendOne={sendOne}
            />
          )}
          {leads.hasNextPage && (
            <Group justify="center">
              <Button variant="default" loading={leads.isFetchingNextPage} onClick={() => leads.fetchNextPage()}>
                Load More
              </Button>
            </Group>
          )}
          {loaded.length > 0 && (
            <Text size="xs" c="dimmed" ta="center">
              Showing {loaded.length.toLocaleString()} of {total.toLocaleString()}
            </Text>
          )}
        </Stack>
      </Paper>
      <LeadMessageModal eventId={eventId} target={target} onClose={() => setTarget(null)} />
    </Stack>
  );
}
