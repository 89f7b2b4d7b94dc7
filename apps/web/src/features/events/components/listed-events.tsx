import type { EventSummary } from '@boothdeck/contract';
import { useEffect } from 'react';
import { type ListedTab, useEvents } from '../api/get-events';
import { EventCardActions } from './event-card-actions';
import { EventCollection } from './event-collection';

type ListedEventsProps = {
  tab: ListedTab;
  page: number;
  onPageChange: (page: number) => void;
  onDuplicate: (event: EventSummary) => void;
  onRemove: (event: EventSummary) => void;
};

/** Live, upcoming or past events, a page at a time from the server. */
export function ListedEvents({ tab, page, onPageChange, onDuplicate, onRemove }: ListedEventsProps) {
  const { data, isPending, error } = useEvents(tab, page);
  const paged = data?.event;
  const lastPage = paged?.last_page ?? 1;

  // Removing the last event of the last page leaves that page empty: show the page before it.
  useEffect(() => {
    if (paged && paged.data.length === 0 && page > 1 && lastPage >= 1) onPageChange(Math.min(page - 1, lastPage));
  }, [paged, page, lastPage, onPageChange]);

  return (
    <EventCollection
      events={paged?.data}
      isPending={isPending}
      error={error}
      page={page}
      lastPage={lastPage}
      onPageChange={onPageChange}
      renderActions={(event) => <EventCardActions event={event} onDuplicate={onDuplicate} onRemove={onRemove} />}
    />
  );
}
