import { TextInput, type TextInputProps } from '@mantine/core';
import { fromPickerValue, toPickerValue } from '@/shared/lib/event-dates';

type DateTimeInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'type' | 'min'> & {
  /** 'YYYY-MM-DD HH:mm', or '' when nothing is picked. */
  value: string;
  onChange: (wallTime: string) => void;
  /** The earliest wall time the picker offers. */
  min?: string;
};

/** The browser's own date-and-time picker, speaking the app's wall-time format. */
export function DateTimeInput({ value, onChange, min, ...inputProps }: DateTimeInputProps) {
  return (
    <TextInput
      type="datetime-local"
      {...inputProps}
      value={toPickerValue(value)}
      min={min ? toPickerValue(min) : undefined}
      onChange={(event) => onChange(fromPickerValue(event.currentTarget.value))}
    />
  );
}
