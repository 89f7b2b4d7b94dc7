import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconCreditCard, IconSend } from '@tabler/icons-react';
import { useRef } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { getErrorMessage } from '@/shared/api/api-error';
import { PATHS } from '@/shared/config/paths';
import { formatWallTime } from '@/shared/lib/event-dates';
import { useSessionStore } from '@/shared/session/session-store';
import { FormAlert } from '@/shared/ui/form-alert';
import { useFinaliseEvent } from '../../api/finalise-event';
import { StepCard } from '../../components/step-card';
import { previousStep } from '../../lib/wizard-steps';
import { useDraftStore } from '../../stores/draft-store';

function SummaryRow({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500}>{value || '—'}</Text>
    </Stack>
  );
}

/** Summary (`/event/summary`): what was chosen, then Submit, or Save with Pay for single-package users. */
export function SummaryStep() {
  const navigate = useNavigate();
  const draft = useDraftStore();
  const isSinglePackage = useSessionStore((state) => state.user?.membership?.package_type === 'single');
  const finalise = useFinaliseEvent();
  // Once submitted the draft is emptied on the way out; that must not bounce the user to a new event.
  const isLeaving = useRef(false);

  if (isLeaving.current) return null;
  if (draft.eventId === null) return <Navigate to={PATHS.createEvent} replace />;
  const { eventId, event_info: info } = draft;

  const submit = () =>
    finalise.mutate(eventId, {
      onSuccess: () => {
        isLeaving.current = true;
        draft.resetDraft();
        navigate({ pathname: PATHS.events, hash: 'live' });
      },
    });

  const backTo = previousStep(PATHS.eventSummary, draft.event_option) ?? PATHS.eventOptions;
  const finish = info?.life_time ? 'Ongoing' : info?.event_end_date ? formatWallTime(info.event_end_date) : '';

  return (
    <StepCard title="Summary" description="Check the event before it goes live.">
      <FormAlert message={finalise.error ? getErrorMessage(finalise.error) : null} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <SummaryRow label="Event Name" value={info?.event_name ?? ''} />
        <SummaryRow label="Venue Name" value={info?.event_venue_name ?? ''} />
        <SummaryRow label="Start Date" value={info?.event_start_date ? formatWallTime(info.event_start_date) : ''} />
        <SummaryRow label="Finish Date" value={finish} />
        <SummaryRow label="Timezone" value={info?.event_time_zone ?? ''} />
        <SummaryRow label="Admin Password" value={draft.event_option?.adminPassword ?? ''} />
      </SimpleGrid>
      <Group justify="space-between" pt="md">
        <Button component={Link} to={backTo} variant="default" leftSection={<IconArrowLeft size={18} />}>
          Back
        </Button>
        {isSinglePackage ? (
          <Button component={Link} to={PATHS.eventDevice} leftSection={<IconCreditCard size={18} />}>
            Save with Pay
          </Button>
        ) : (
          <Button onClick={submit} loading={finalise.isPending} leftSection={<IconSend size={18} />}>
            Submit
          </Button>
        )}
      </Group>
    </StepCard>
  );
}
