/**
 * Second addresses of existing screens, kept because links and bookmarks use them: each one sends
 * the visitor on to the screen it names, replacing itself in the history.
 */
import { Navigate, type RouteObject, useLocation } from 'react-router';
import type { EventTab } from '@/features/events/lib/event-tabs';
import { PATHS } from '@/shared/config/paths';
import { micrositeStepFor } from '@/shared/lib/microsite-link';

/** The event list on one tab; a page number in the query string comes along. */
function EventListAlias({ tab }: { tab: EventTab }) {
  const { search } = useLocation();
  return <Navigate to={{ pathname: PATHS.events, search, hash: tab }} replace />;
}

/** The share previews' back link: the previewed event's microsite step. */
function MicrositeAlias() {
  const { state } = useLocation();
  return <Navigate to={micrositeStepFor(state)} replace />;
}

export const ROUTE_ALIASES: RouteObject[] = [
  { path: PATHS.liveEvents, element: <EventListAlias tab="live" /> },
  { path: PATHS.upcomingEvents, element: <EventListAlias tab="upcoming" /> },
  { path: PATHS.pastEvents, element: <EventListAlias tab="past" /> },
  { path: PATHS.microsite, element: <MicrositeAlias /> },
  { path: PATHS.branding, element: <Navigate to={PATHS.customBrandingStep} replace /> },
];
