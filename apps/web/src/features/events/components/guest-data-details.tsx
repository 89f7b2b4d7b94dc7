import { DATA_RIGHTS_MESSAGES, type Event, RETENTION_MAX_DAYS, RETENTION_WARNING_DAYS } from '@boothdeck/contract';
import { Alert, Button, Group, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { getErrorMessage } from '@/shared/api/api-error';
import { useGuestErasures } from '@/shared/api/guest-erasures';
import { dayjs } from '@/shared/lib/dayjs';
import { DetailSection } from '@/shared/ui/detail-section';
import { useRetention, useSaveRetention } from '../api/guest-data';

const day = (iso: string) => dayjs(iso).format('Do MMM YYYY');
/** In the viewer's zone, as the app's lists show times. */
const when = (iso: string) => dayjs(iso).format('Do MMM YYYY hh:mm A');

/**
 * How long the event keeps its guests' captures, leads and messages after it ends, and how many
 * guests erased their data (when, never what).
 */
export function GuestDataDetails({ event }: { event: Event }) {
  const retention = useRetention(event.id);
  const save = useSaveRetention(event.id);
  const erasures = useGuestErasures(event.id);
  const [mode, setMode] = useState<'keep' | 'delete'>('keep');
  const [days, setDays] = useState<number | string>(90);
  const saved = retention.data;

  useEffect(() => {
    if (!saved) return;
    setMode(saved.retention_days === null ? 'keep' : 'delete');
    if (saved.retention_days !== null) setDays(saved.retention_days);
  }, [saved]);

  const daysValue = typeof days === 'number' ? days : Number(days);
  const isValid = Number.isInteger(daysValue) && daysValue >= 1 && daysValue <= RETENTION_MAX_DAYS;

  return (
    <DetailSection title="Guest data">
      <Stack gap="md">
        <Text size="sm">
          Captures, leads and messages are kept until you delete the event, or deleted a number of days after it ends.
          You get an e-mail {RETENTION_WARNING_DAYS} days before. Totals in your analytics stay.
        </Text>
        <Group align="flex-end" gap="sm">
          <SegmentedControl
            aria-label="Keep guest data"
            value={mode}
            onChange={(value) => setMode(value === 'delete' ? 'delete' : 'keep')}
            data={[
              { value: 'keep', label: 'Keep' },
              { value: 'delete', label: 'Delete after' },
            ]}
          />
          {mode === 'delete' && (
            <NumberInput
              label="Days after the event"
              min={1}
              max={RETENTION_MAX_DAYS}
              value={days}
              onChange={setDays}
              w={170}
              error={isValid ? undefined : DATA_RIGHTS_MESSAGES.retentionInvalid}
            />
          )}
          <Button
            loading={save.isPending}
            disabled={mode === 'delete' && !isValid}
            onClick={() => save.mutate(mode === 'keep' ? null : daysValue)}
          >
            Save
          </Button>
        </Group>
        {save.isError && (
          <Alert color="red" variant="light">
            {getErrorMessage(save.error)}
          </Alert>
        )}
        {saved?.purge_at && !saved.purged_at && (
          <Text size="sm">Guest data will be deleted on {day(saved.purge_at)}.</Text>
        )}
        {saved?.purged_at && <Text size="sm">Guest data was deleted on {day(saved.purged_at)}.</Text>}
        <Text size="sm" fw={600}>
          Erased by guests: {erasures.data?.total ?? 0}
        </Text>
        {erasures.data && erasures.data.total > 0 && (
          <Text size="sm" c="dimmed">
            {erasures.data.erasures.map((erasure) => when(erasure.erased_at)).join(' · ')}
          </Text>
        )}
      </Stack>
    </DetailSection>
  );
}
