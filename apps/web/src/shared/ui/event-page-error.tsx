import { ROLES } from '@boothdeck/contract/roles';
import { Alert, Stack } from '@mantine/core';
import { getErrorMessage } from '@/shared/api/api-error';
import { PATHS } from '@/shared/config/paths';
import { useAllowed } from '@/shared/session/role';
import { BackButton } from '@/shared/ui/back-button';

/** What a page about one event shows when the event cannot be read (or the address names none). */
export function EventPageError({ error }: { error: unknown }) {
  // A client's events are the ones given to them.
  const events = useAllowed(ROLES.staff) ? `${PATHS.events}#live` : PATHS.myEvents;
  return (
    <Stack align="flex-start">
      <Alert color="red" variant="light" role="alert">
        {error ? getErrorMessage(error) : 'Not found.'}
      </Alert>
      <BackButton label="Back to events" fallbackTo={events} />
    </Stack>
  );
}
