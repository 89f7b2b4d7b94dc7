import { Alert, Stack } from '@mantine/core';
import { getErrorMessage } from '@/shared/api/api-error';
import { PATHS } from '@/shared/config/paths';
import { BackButton } from '@/shared/ui/back-button';

/** What a page about one event shows when the event cannot be read (or the address names none). */
export function EventPageError({ error }: { error: unknown }) {
  return (
    <Stack align="flex-start">
      <Alert color="red" variant="light" role="alert">
        {error ? getErrorMessage(error) : 'Not found.'}
      </Alert>
      <BackButton label="Back to events" fallbackTo={`${PATHS.events}#live`} />
    </Stack>
  );
}
