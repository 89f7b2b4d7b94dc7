/**
 * The date-and-time picker of an event's start and end: a calendar and a clock that read and
 * show 'dd-MM-yyyy hh:mm AM' (with AM/PM so 07:00 can't be misread), whatever the browser's own
 * date format, with the event zone's abbreviation beside the value. It speaks the forms' wall
 * time 'YYYY-MM-DD HH:mm', on the event's clock.
 */
import '@mantine/dates/styles.css';
import { Text } from '@mantine/core';
import { DateTimePicker, type DateTimePickerProps } from '@mantine/dates';
import { IconCalendarEvent } from '@tabler/icons-react';
import { wallTimeToMs } from '@/shared/lib/event-dates';
import { zoneAbbreviation } from '@/shared/lib/event-time';

export const PICKER_DISPLAY_FORMAT = 'DD-MM-YYYY hh:mm A';

type EventDateTimePickerProps = Omit<
  DateTimePickerProps,
  'value' | 'onChange' | 'minDate' | 'type' | 'valueFormat' | 'defaultValue'
> & {
  /** 'YYYY-MM-DD HH:mm', or '' when nothing is picked. */
  value: string;
  onChange: (wallTime: string) => void;
  /** The earliest wall time the picker offers. */
  min?: string | undefined;
  /** The event's zone, named beside the value. */
  timeZone: string;
};

const toPickerValue = (wallTime: string) => `${wallTime}:00`;
const fromPickerValue = (value: string | null) => (value ? value.slice(0, 16) : '');

export function EventDateTimePicker({ value, onChange, min, timeZone, ...pickerProps }: EventDateTimePickerProps) {
  const zone = zoneAbbreviation(timeZone, value ? wallTimeToMs(value, timeZone) : Date.now());
  return (
    <DateTimePicker
      placeholder="dd-mm-yyyy hh:mm"
      leftSection={<IconCalendarEvent size={18} />}
      rightSection={
        <Text size="xs" c="dimmed" pr={6} title={timeZone}>
          {zone}
        </Text>
      }
      rightSectionWidth={zone.length * 8 + 16}
      rightSectionPointerEvents="none"
      {...pickerProps}
      value={value ? toPickerValue(value) : null}
      onChange={(picked) => onChange(fromPickerValue(picked))}
      minDate={min ? toPickerValue(min) : undefined}
      valueFormat={PICKER_DISPLAY_FORMAT}
      ariaLabels={{
        monthLevelControl: 'Choose another month',
        yearLevelControl: 'Choose another year',
        nextMonth: 'Next month',
        previousMonth: 'Previous month',
        nextYear: 'Next year',
        previousYear: 'Previous year',
        nextDecade: 'Next decade',
        previousDecade: 'Previous decade',
      }}
      timePickerProps={{
        format: '12h',
        hoursInputLabel: 'Hours',
        minutesInputLabel: 'Minutes',
        amPmInputLabel: 'AM or PM',
      }}
      submitButtonProps={{ 'aria-label': 'Done' }}
      popoverProps={{ position: 'bottom-start', shadow: 'md' }}
    />
  );
}
