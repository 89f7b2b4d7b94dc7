/**
 * A stand-in for the calendar picker in form tests (vi.mock): a text field taking the wall time
 * 'YYYY-MM-DD HH:mm' the picker hands the form. The picker itself is driven in the browser journeys,
 * where its popover behaves as for a person; its look is tested in its own file.
 */
import { TextInput } from '@mantine/core';
import type { ComponentProps } from 'react';
import type { EventDateTimePicker as RealPicker } from '@/shared/ui/event-date-time-picker';

type PickerProps = ComponentProps<typeof RealPicker>;

export function EventDateTimePicker({ label, value, onChange, error, disabled, withAsterisk, min }: PickerProps) {
  return (
    <TextInput
      label={label}
      value={value}
      error={error}
      disabled={disabled}
      withAsterisk={withAsterisk}
      data-min={min}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
