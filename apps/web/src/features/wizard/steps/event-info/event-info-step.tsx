import { DATE_ERROR_CLEAR_MS, EVENT_NAME_MAX_LENGTH, EVENT_TEXT_MAX_LENGTH } from '@boothdeck/contract';
import { Checkbox, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMapPin, IconWorld } from '@tabler/icons-react';
import { generatePath } from 'react-router';
import { useEvent } from '@/shared/api/get-event';
import { PATHS } from '@/shared/config/paths';
import { useClearErrorsAfter } from '@/shared/hooks/use-clear-errors-after';
import { useServerErrors } from '@/shared/hooks/use-server-errors';
import { nowInZone } from '@/shared/lib/event-dates';
import { browserTimeZone, listTimeZones } from '@/shared/lib/time-zones';
import { EventDateTimePicker } from '@/shared/ui/event-date-time-picker';
import { FormAlert } from '@/shared/ui/form-alert';
import { saveEventInfo } from '../../api/save-event-info';
import { StepActions } from '../../components/step-actions';
import { StepCard } from '../../components/step-card';
import { useStepSave } from '../../hooks/use-step-save';
import type { StepMode } from '../../lib/step-mode';
import { useDraftStore } from '../../stores/draft-store';
import { EventImageField } from './event-image-field';
import { emptyEventInfo, eventInfoFromEvent, toEventInfoBody, validateEventInfo } from './event-info-schema';

/** Event Info: the first wizard step (`/event/create`) and the info edit screen. */
export function EventInfoStep({ mode }: { mode: StepMode }) {
  const isEdit = mode.kind === 'edit';
  const draftInfo = useDraftStore((state) => state.event_info);
  const draftEventId = useDraftStore((state) => state.eventId);
  const saveDraftInfo = useDraftStore((state) => state.saveEventInfo);
  const eventId = isEdit ? mode.event.id : draftEventId;
  const initialValues = isEdit ? eventInfoFromEvent(mode.event) : (draftInfo ?? emptyEventInfo(browserTimeZone()));

  const keptStart = isEdit || draftEventId !== null ? initialValues.event_start_date : undefined;
  const form = useForm({ initialValues, validate: (values) => validateEventInfo(values, { isEdit, keptStart }) });
  const { formError, showServerErrors } = useServerErrors(form);
  useClearErrorsAfter(form.errors, form.clearErrors, DATE_ERROR_CLEAR_MS);
  const { save, pendingIntent } = useStepSave(mode, saveEventInfo);

  // A draft reopened after a reload no longer holds its image; show the one the server keeps.
  const needsSavedImage = !isEdit && eventId !== null && !form.values.fileURL;
  const savedEvent = useEvent(needsSavedImage ? eventId : 0).data?.event;
  const currentImage = isEdit ? mode.event.event_info_image : (savedEvent?.event_info_image ?? null);

  const submit = form.onSubmit((values) =>
    save(toEventInfoBody(values, eventId, initialValues.fileURL), 'next', {
      onSaved: ({ event }) => {
        if (!isEdit) saveDraftInfo(values, event.id);
      },
      nextPath: () => PATHS.eventFeature,
      onError: showServerErrors,
    }),
  );

  const { values } = form;
  const timeZone = values.event_time_zone || browserTimeZone();
  const earliest = isEdit ? undefined : nowInZone(timeZone);
  const backTo = isEdit ? generatePath(PATHS.eventDetails, { id: String(mode.event.id) }) : null;

  return (
    <form onSubmit={submit} noValidate>
      <StepCard title="Event Info" isEdit={isEdit} description="Name the event and say when and where it happens.">
        <FormAlert message={formError} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
          <TextInput
            label="Event Name"
            withAsterisk
            maxLength={EVENT_NAME_MAX_LENGTH}
            {...form.getInputProps('event_name')}
          />
          <Select
            label="Timezone"
            withAsterisk
            searchable
            allowDeselect={false}
            data={listTimeZones()}
            nothingFoundMessage="No time zone matches"
            leftSection={<IconWorld size={18} />}
            {...form.getInputProps('event_time_zone')}
          />
          <EventDateTimePicker
            label="Event Start Date & Time"
            withAsterisk
            timeZone={timeZone}
            min={earliest}
            value={values.event_start_date}
            onChange={(wallTime) => form.setFieldValue('event_start_date', wallTime)}
            error={form.errors.event_start_date}
          />
          <Stack gap="xs">
            <EventDateTimePicker
              label="Event Finish Date & Time"
              withAsterisk={!values.life_time}
              timeZone={timeZone}
              disabled={values.life_time}
              min={values.event_start_date || earliest}
              value={values.life_time ? '' : values.event_end_date}
              onChange={(wallTime) => form.setFieldValue('event_end_date', wallTime)}
              error={form.errors.event_end_date}
            />
            <Checkbox label="Ongoing event" {...form.getInputProps('life_time', { type: 'checkbox' })} />
          </Stack>
          <TextInput
            label="Subtitle"
            withAsterisk={isEdit}
            maxLength={EVENT_TEXT_MAX_LENGTH}
            {...form.getInputProps('event_details')}
          />
          <TextInput
            label="Venue Name"
            withAsterisk={isEdit}
            maxLength={EVENT_NAME_MAX_LENGTH}
            leftSection={<IconMapPin size={18} />}
            {...form.getInputProps('event_venue_name')}
          />
        </SimpleGrid>
        <EventImageField
          preview={values.fileURL ?? currentImage}
          onChange={(dataUrl) => form.setFieldValue('fileURL', dataUrl)}
          error={form.errors.fileURL}
        />
        <StepActions isEdit={isEdit} backTo={backTo} pendingIntent={pendingIntent} />
      </StepCard>
    </form>
  );
}
