import { emailEndpoints, eventEndpoints, incentiveOfferEndpoints, micrositeEndpoints } from '@boothdeck/contract';
import type { QueryClient } from '@tanstack/react-query';
import { invalidateCalls } from './invalidate-calls';

/**
 * The reads a change to an event makes stale: its details, the lists and drafts that show it, and
 * the option steps' settings the wizard reads beside it. Saving a step, finalising, duplicating or
 * removing an event refreshes them all.
 */
const EVENT_READS = [
  eventEndpoints.show,
  eventEndpoints.liveEvents,
  eventEndpoints.upcomingEvents,
  eventEndpoints.pastEvents,
  eventEndpoints.drafts,
  eventEndpoints.continueDraft,
  incentiveOfferEndpoints.get,
  micrositeEndpoints.get,
  emailEndpoints.get,
];

export const invalidateEventReads = (queryClient: QueryClient) => invalidateCalls(queryClient, EVENT_READS);
