/** The event details page with the fleet's Booths panel in it: two features, put together here. */
import { Suspense } from 'react';
import { lazyNamed } from '@/shared/lib/lazy-named';

const EventDetailsPage = lazyNamed(() => import('@/features/events/routes/event-details-page'), 'EventDetailsPage');
const BoothsPanel = lazyNamed(() => import('@/features/fleet/components/booths-panel'), 'BoothsPanel');

export function EventDetailsRoute() {
  return (
    <EventDetailsPage
      boothsPanel={(eventId) => (
        <Suspense fallback={null}>
          <BoothsPanel eventId={eventId} withPageLink />
        </Suspense>
      )}
    />
  );
}
