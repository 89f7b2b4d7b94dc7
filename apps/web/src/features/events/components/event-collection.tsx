import type { EventSummary } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { Alert, EmptyState, SimpleGrid } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { getErrorMessage } from '@/shared/api/api-error';
import { PageLoader } from '@/shared/ui/page-loader';
import { EventCard } from './event-card';
import { EventPagination } from './event-pagination';

type EventCollectionProps = {
  events: readonly EventSummary[] | undefined;
  isPending: boolean;
  error: unknown;
  page: number;
  lastPage: number;
  onPageChange: (page: number) => void;
  renderActions: (event: EventSummary) => ReactNode;
};

/** A page of event cards with its page links; a spinner while loading, 'No Events Found' when empty. */
export function EventCollection({
  events,
  isPending,
  error,
  page,
  lastPage,
  onPageChange,
  renderActions,
}: EventCollectionProps) {
  if (isPending) return <PageLoader />;
  if (error || !events) {
    return (
      <Alert color="red" variant="light" role="alert">
        {getErrorMessage(error)}
      </Alert>
    );
  }
  if (events.length === 0) {
    return (
      <EmptyState
        icon={<IconCalendarOff size={28} />}
        title={MESSAGES.noEventsFound}
        description="Events you create show up here."
        py="xl"
      />
    );
  }
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {events.map((event) => (
          <EventCard key={event.id} event={event} actions={renderActions(event)} />
        ))}
      </SimpleGrid>
      <EventPagination page={page} lastPage={lastPage} onChange={onPageChange} />
    </>
  );
}
