import { EVENT_PAGE_SIZE, type EventSummary } from '@boothdeck/contract';
import { useEffect } from 'react';
import { useDraftEvents } from '../api/get-draft-events';
import { DraftCardActions } from './draft-card-actions';
import { EventCollection } from './event-collection';

type DraftEventsProps = {
  page: number;
  onPageChange: (page: number) => void;
  onRemove: (event: EventSummary) => void;
};

/** Drafts come in one list; they are paged here like the other tabs. */
export function DraftEvents({ page, onPageChange, onRemove }: DraftEventsProps) {
  const { data, isPending, error } = useDraftEvents();
  const drafts = data?.draft_product;
  const lastPage = Math.max(1, Math.ceil((drafts?.length ?? 0) / EVENT_PAGE_SIZE));

  useEffect(() => {
    if (drafts && page > lastPage) onPageChange(lastPage);
  }, [drafts, page, lastPage, onPageChange]);

  return (
    <EventCollection
      events={drafts?.slice((page - 1) * EVENT_PAGE_SIZE, page * EVENT_PAGE_SIZE)}
      isPending={isPending}
      error={error}
      page={page}
      lastPage={lastPage}
      onPageChange={onPageChange}
      renderActions={(event) => <DraftCardActions event={event} onRemove={onRemove} />}
    />
  );
}
