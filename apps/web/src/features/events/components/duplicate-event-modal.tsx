import { DATE_ERROR_CLEAR_MS, EVENT_NAME_MAX_LENGTH, type EventSummary } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useClearErrorsAfter } from '@/shared/hooks/use-clear-errors-after';
import { lifetimeEnd, nowInZone, validateEventDates } from '@/shared/lib/event-dates';
import { zoneAbbreviation } from '@/shared/lib/event-time';
import { EventDateTimePicker } from '@/shared/ui/event-date-time-picker';

export type DuplicateValues = {
  event_name: string;
  event_start_date: string;
  event_end_date: string;
  life_time: 0 | 1;
};

type DuplicateFormValues = { event_name: string; start: string; end: string; isOngoing: boolean };

type DuplicateEventModalProps = {
  /** The event to copy; the modal is open while there is one. */
  event: EventSummary | null;
  onClose: () => void;
  onSubmit: (event: EventSummary, values: DuplicateValues) => void;
};

function DuplicateForm({ event, onClose, onSubmit }: DuplicateEventModalProps & { event: EventSummary }) {
  const form = useForm<DuplicateFormValues>({
    initialValues: { event_name: event.event_name, start: '', end: '', isOngoing: false },
    validate: (values) => {
      const dates = validateEventDates(
        { start: values.start, end: values.end, isOngoing: values.isOngoing },
        event.time_zone,
      );
      return {
        event_name: values.event_name.trim() ? null : MESSAGES.required,
        start: dates.start ?? null,
        end: dates.end ?? null,
      };
    },
  });
  useClearErrorsAfter(form.errors, form.clearErrors, DATE_ERROR_CLEAR_MS);
  const earliest = nowInZone(event.time_zone);

  const submit = form.onSubmit(({ event_name, start, end, isOngoing }) =>
    onSubmit(event, {
      event_name: event_name.trim(),
      event_start_date: start,
      event_end_date: isOngoing ? lifetimeEnd(start) : end,
      life_time: isOngoing ? 1 : 0,
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Times are in the event's time zone, {event.time_zone} ({zoneAbbreviation(event.time_zone)}).
        </Text>
        <TextInput
          label="Event Name"
          withAsterisk
          maxLength={EVENT_NAME_MAX_LENGTH}
          {...form.getInputProps('event_name')}
        />
        <EventDateTimePicker
          label="Event Start Date & Time"
          withAsterisk
          timeZone={event.time_zone}
          min={earliest}
          value={form.values.start}
          onChange={(wallTime) => form.setFieldValue('start', wallTime)}
          error={form.errors.start}
        />
        <EventDateTimePicker
          label="Event End Date & Time"
          withAsterisk={!form.values.isOngoing}
          timeZone={event.time_zone}
          disabled={form.values.isOngoing}
          min={form.values.start || earliest}
          value={form.values.isOngoing ? '' : form.values.end}
          onChange={(wallTime) => form.setFieldValue('end', wallTime)}
          error={form.errors.end}
        />
        <Checkbox label="Ongoing event" {...form.getInputProps('isOngoing', { type: 'checkbox' })} />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">Duplicate</Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Duplicate: a copy of the event under a new name and new dates. */
export function DuplicateEventModal({ event, onClose, onSubmit }: DuplicateEventModalProps) {
  return (
    <Modal opened={event !== null} onClose={onClose} title="Duplicate Event" centered size="md">
      {event && <DuplicateForm key={event.id} event={event} onClose={onClose} onSubmit={onSubmit} />}
    </Modal>
  );
}
