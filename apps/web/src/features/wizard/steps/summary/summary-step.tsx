import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconCreditCard, IconLanguage, IconSend } from '@tabler/icons-react';
import { useRef } from 'react';
import { generatePath, Link, Navigate } from 'react-router';
import { getErrorMessage } from '@/shared/api/api-error';
import { PATHS } from '@/shared/config/paths';
import { formatEventWallTime } from '@/shared/lib/event-time';
import { useSessionStore } from '@/shared/session/session-store';
import { FormAlert } from '@/shared/ui/form-alert';
import { LongText } from '@/shared/ui/long-text';
import { useFinaliseEvent } from '../../api/finalise-event';
import { StepCard } from '../../components/step-card';
import { useShowFinishedEvent } from '../../hooks/use-show-finished-event';
import { missingRequiredSteps, previousStep } from '../../lib/wizard-steps';
import { useDraftStore } from '../../stores/draft-store';
import { ChosenOptionsRecap } from './chosen-options-recap';

function SummaryRow({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2} miw={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <LongText fw={500}>{value || '—'}</LongText>
    </Stack>
  );
}

/** Summary (`/event/summary`): the event and its chosen options with their settings, then Submit, or Save with Pay for single-package users. */
export function SummaryStep() {
  const draft = useDraftStore();
  const isSinglePackage = useSessionStore((state) => state.user?.membership?.package_type === 'single');
  const finalise = useFinaliseEvent();
  const showFinished = useShowFinishedEvent();
  // Once submitted the draft is emptied on the way out; that must not bounce the user to a new event.
  const isLeaving = useRef(false);

  if (isLeaving.current) return null;
  if (draft.eventId === null) return <Navigate to={PATHS.createEvent} replace />;
  const { eventId, event_info: info } = draft;
  const zone = info?.event_time_zone ?? 'UTC';
  // A draft without its features or options can't be submitted: say which step to finish instead.
  const [missing] = missingRequiredSteps(draft);

  const submit = () =>
    finalise.mutate(eventId, {
      onSuccess: ({ event }) => {
        isLeaving.current = true;
        showFinished(event, 'Event submitted');
      },
    });

  const backTo = previousStep(PATHS.eventSummary, draft.event_option) ?? PATHS.eventOptions;
  const when = (wallTime: string | undefined) => (wallTime ? formatEventWallTime(wallTime, zone) : '');
  const finish = info?.life_time ? 'Ongoing' : when(info?.event_end_date);

  return (
    <StepCard title="Summary" description="Check the event before it goes live.">
      {missing && (
        <Alert color="orange" variant="light" title="Not ready to submit yet" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{missing.label} still needs to be filled in and saved.</Text>
            <Button component={Link} to={missing.path} size="compact-sm" rightSection={<IconArrowRight size={14} />}>
              Go to {missing.label}
            </Button>
          </Stack>
        </Alert>
      )}
      <FormAlert message={finalise.error ? getErrorMessage(finalise.error) : null} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <SummaryRow label="Event Name" value={info?.event_name ?? ''} />
        <SummaryRow label="Venue Name" value={info?.event_venue_name ?? ''} />
        <SummaryRow label="Start Date" value={when(info?.event_start_date)} />
        <SummaryRow label="Finish Date" value={finish} />
        <SummaryRow label="Timezone" value={zone} />
        <SummaryRow label="Admin Password" value={draft.event_option?.adminPassword ?? ''} />
      </SimpleGrid>
      <ChosenOptionsRecap eventId={eventId} />
      <Group gap="sm">
        <Text size="sm">Guests choose their language on the booth and the gallery.</Text>
        <Button
          component={Link}
          to={generatePath(PATHS.editEventLanguages, { id: String(eventId) })}
          state={{ returnTo: PATHS.eventSummary }}
          variant="light"
          size="compact-sm"
          leftSection={<IconLanguage size={16} />}
        >
          Guest languages
        </Button>
      </Group>
      <Group justify="space-between" pt="md">
        <Button component={Link} to={backTo} variant="default" leftSection={<IconArrowLeft size={18} />}>
          Back
        </Button>
        {isSinglePackage ? (
          <Button
            component={Link}
            to={PATHS.eventDevice}
            leftSection={<IconCreditCard size={18} />}
            disabled={Boolean(missing)}
            onClick={(event) => missing && event.preventDefault()}
          >
            Save with Pay
          </Button>
        ) : (
          <Button
            onClick={submit}
            loading={finalise.isPending}
            disabled={Boolean(missing)}
            leftSection={<IconSend size={18} />}
          >
            Submit
          </Button>
        )}
      </Group>
    </StepCard>
  );
}
