import type { Event } from '@boothdeck/contract';
import { Alert, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { getErrorMessage } from '@/shared/api/api-error';
import { useEvent } from '@/shared/api/get-event';
import { PATHS } from '@/shared/config/paths';
import { BackButton } from '@/shared/ui/back-button';
import { LongTitle } from '@/shared/ui/long-text';
import { PageLoader } from '@/shared/ui/page-loader';

type EditStepProps = { title: string; renderStep: (event: Event) => ReactNode };

/** An edit screen `/event/{section}/edit/{id}`: the event's name above the step, which titles itself 'Edit …'. */
export function EditStep({ title, renderStep }: EditStepProps) {
  useDocumentTitle(`${title} | Boothdeck`);
  const eventId = Number(useParams().id);
  const { data, error, isPending } = useEvent(eventId);

  return (
    <Stack gap="lg" maw={1100} mx="auto" w="100%">
      <LongTitle order={1} fz="h2">
        {data?.event.event_name ?? title}
      </LongTitle>
      {data ? (
        renderStep(data.event)
      ) : error || !Number.isInteger(eventId) ? (
        <Stack align="flex-start">
          <Alert color="red" variant="light" role="alert">
            {error ? getErrorMessage(error) : 'Not found.'}
          </Alert>
          <BackButton label="Back" fallbackTo={`${PATHS.events}#live`} />
        </Stack>
      ) : (
        isPending && <PageLoader />
      )}
    </Stack>
  );
}
