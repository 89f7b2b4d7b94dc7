/** `/show/event/{id}`: everything about one event, section by section, each with its Edit link. */
import { ROLES } from '@boothdeck/contract/roles';
import { Alert, Badge, Button, Group, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { getErrorMessage } from '@/shared/api/api-error';
import { useEvent } from '@/shared/api/get-event';
import { PATHS } from '@/shared/config/paths';
import { useAllowed } from '@/shared/session/role';
import { BackButton } from '@/shared/ui/back-button';
import { LongTitle } from '@/shared/ui/long-text';
import { PageLoader } from '@/shared/ui/page-loader';
import { BoothDetails } from '../components/booth-details';
import { EventActivity } from '../components/event-activity';
import { EventInfoDetails } from '../components/event-info-details';
import { FeatureDetails } from '../components/feature-details';
import { GuestDataDetails } from '../components/guest-data-details';
import { GuestLanguagesLink } from '../components/guest-languages-link';
import { OptionSectionsDetails } from '../components/option-sections-details';
import { OptionsDetails } from '../components/options-details';

const STATE_BADGES = {
  draft: { label: 'Draft', color: 'gray' },
  live: { label: 'Live', color: 'teal' },
  upcoming: { label: 'Upcoming', color: 'indigo' },
  past: { label: 'Past', color: 'orange' },
} as const;

const readMessage = (state: unknown): string | null =>
  typeof state === 'object' && state !== null && 'message' in state && typeof state.message === 'string'
    ? state.message
    : null;

/** A message handed over by the page before (an edit screen's 'Information Updated.'), shown once as a toast. */
function useNavigationMessage() {
  const location = useLocation();
  const navigate = useNavigate();
  const shownFor = useRef<string | null>(null);
  const message = readMessage(location.state);

  useEffect(() => {
    if (!message || shownFor.current === location.key) return;
    shownFor.current = location.key;
    notifications.show({ color: 'yellow', message });
    navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [message, location.key, location.pathname, location.search, navigate]);
}

type Props = {
  /** The event's Booths panel (the fleet's), shown under the booth section once the event is no longer a draft. */
  boothsPanel?: (eventId: number) => ReactNode;
};

export function EventDetailsPage({ boothsPanel }: Props) {
  const eventId = Number(useParams().id);
  const { data, error, isPending } = useEvent(eventId);
  const event = data?.event;
  useDocumentTitle(`${event?.event_name ?? 'Event'} | Boothdeck`);
  useNavigationMessage();
  // Retention and languages are the event's set-up: an operator neither reads nor changes them.
  const setsUp = useAllowed(ROLES.managers);

  if (!event) {
    if (isPending && Number.isInteger(eventId) && eventId > 0) return <PageLoader />;
    return (
      <Stack align="flex-start">
        <Alert color="red" variant="light" role="alert">
          {error ? getErrorMessage(error) : 'Not found.'}
        </Alert>
        <BackButton label="Back to events" fallbackTo={`${PATHS.events}#live`} />
      </Stack>
    );
  }

  const badge = STATE_BADGES[event.state];
  return (
    <Stack gap="lg" maw={1100} mx="auto" w="100%">
      {/* On a phone the way back goes under a title that fills the line, never off the screen. */}
      <Group justify="space-between" align="center" gap="sm">
        <Group gap="sm" miw={0} wrap="nowrap">
          <LongTitle order={1} fz="h2">
            {event.event_name}
          </LongTitle>
          <Badge color={badge.color} variant="light" size="lg" style={{ flexShrink: 0 }}>
            {badge.label}
          </Badge>
        </Group>
        <Button
          component={Link}
          to={{ pathname: PATHS.events, hash: event.state }}
          variant="subtle"
          color="gray"
          leftSection={<IconArrowLeft size={18} />}
        >
          Back to events
        </Button>
      </Group>
      <EventInfoDetails event={event} />
      <BoothDetails event={event} />
      {event.state !== 'draft' && boothsPanel?.(event.id)}
      <FeatureDetails event={event} />
      <OptionsDetails event={event} />
      <OptionSectionsDetails event={event} />
      <EventActivity eventId={event.id} />
      {setsUp && event.state !== 'draft' && <GuestDataDetails event={event} />}
      {setsUp && <GuestLanguagesLink eventId={event.id} />}
    </Stack>
  );
}
