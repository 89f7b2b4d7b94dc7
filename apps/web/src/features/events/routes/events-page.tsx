/** `/event`: the organiser's events under Live, Future, Past and Draft tabs, the tab named by the hash. */
import { EVENT_PAGE_SIZE, type EventSummary } from '@boothdeck/contract';
import { ROLES } from '@boothdeck/contract/roles';
import { Stack, Tabs, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useDashboardAnalytics } from '@/shared/api/get-dashboard-analytics';
import { PATHS } from '@/shared/config/paths';
import { useAllowed } from '@/shared/session/role';
import { FirstEventPrompt } from '@/shared/ui/first-event-prompt';
import { ConfirmRemoveModal } from '../components/confirm-remove-modal';
import { DraftEvents } from '../components/draft-events';
import { DuplicateEventModal, type DuplicateValues } from '../components/duplicate-event-modal';
import { ListedEvents } from '../components/listed-events';
import { StatusOverlay } from '../components/status-overlay';
import { useEventActions } from '../hooks/use-event-actions';
import { EVENT_TABS, type EventTab, pageFromSearch, tabFromHash } from '../lib/event-tabs';

export function EventsPage() {
  useDocumentTitle('Events | Boothdeck');
  const navigate = useNavigate();
  const { hash, search } = useLocation();
  // Drafts and new events are the set-up of events: for the owner and admins.
  const canManage = useAllowed(ROLES.managers);
  const tabs = canManage ? EVENT_TABS : EVENT_TABS.filter(({ value }) => value !== 'draft');
  const asked = tabFromHash(hash);
  const tab: EventTab = asked === 'draft' && !canManage ? 'live' : asked;
  const page = pageFromSearch(search);
  const actions = useEventActions();
  const [duplicating, setDuplicating] = useState<EventSummary | null>(null);
  const [removing, setRemoving] = useState<EventSummary | null>(null);
  const hasNoEvents = useDashboardAnalytics().data?.total_event === 0;

  const showTab = (next: EventTab) => navigate({ pathname: PATHS.events, hash: next });
  const showPage = useCallback(
    (next: number) => navigate({ pathname: PATHS.events, search: next > 1 ? `?page=${next}` : '', hash: tab }),
    [navigate, tab],
  );

  const duplicate = (event: EventSummary, values: DuplicateValues) => {
    setDuplicating(null);
    actions.duplicate(
      {
        event_id: event.id,
        uuid: event.uuid,
        event_type: tab,
        page,
        per_page: EVENT_PAGE_SIZE,
        search: '',
        ...values,
      },
      (copy) => {
        if (copy.state !== tab) showTab(copy.state);
      },
    );
  };

  const remove = (event: EventSummary) => {
    setRemoving(null);
    actions.remove(event, tab === 'draft');
  };

  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        Events
      </Title>
      {hasNoEvents && <FirstEventPrompt />}
      <Tabs value={tab} onChange={(next) => showTab(tabFromHash(next ?? ''))} keepMounted={false}>
        <Tabs.List mb="lg">
          {tabs.map(({ value, label }) => (
            <Tabs.Tab key={value} value={value}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map(({ value }) => (
          <Tabs.Panel key={value} value={value}>
            {value === 'draft' ? (
              <DraftEvents page={page} onPageChange={showPage} onRemove={setRemoving} />
            ) : (
              <ListedEvents
                tab={value}
                page={page}
                onPageChange={showPage}
                onDuplicate={setDuplicating}
                onRemove={setRemoving}
              />
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
      <DuplicateEventModal event={duplicating} onClose={() => setDuplicating(null)} onSubmit={duplicate} />
      <ConfirmRemoveModal event={removing} onCancel={() => setRemoving(null)} onConfirm={remove} />
      <StatusOverlay status={actions.status} />
    </Stack>
  );
}
