import { Input, PinInput } from '@mantine/core';
import type { ReactNode } from 'react';

type DigitCodeFieldProps = {
  label: string;
  description?: string;
  length: number;
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  withAsterisk?: boolean;
};

/**
 * One box a digit: digits only, the next box on each digit, Backspace goes back, a pasted code
 * fills them all. Each box is named after the field, so a screen reader says which digit it is.
 */
export function DigitCodeField({
  label,
  description,
  length,
  value,
  onChange,
  error,
  withAsterisk,
}: DigitCodeFieldProps) {
  return (
    <Input.Wrapper label={label} description={description} withAsterisk={withAsterisk} error={error}>
      <PinInput
        mt="xs"
        length={length}
        type="number"
        inputMode="numeric"
        size="md"
        value={value}
        onChange={onChange}
        error={Boolean(error)}
        getInputProps={(index) => ({ 'aria-label': `${label} digit ${index + 1}` })}
      />
    </Input.Wrapper>
  );
}
