import { ADMIN_PASSWORD_DIGITS } from '@boothdeck/contract';
import { Input, PinInput } from '@mantine/core';
import type { ReactNode } from 'react';

type AdminPasswordFieldProps = { value: string; onChange: (value: string) => void; error?: ReactNode };

/** Four single-digit boxes: digits only, the next box on each digit, Backspace goes back, a pasted code fills all. */
export function AdminPasswordField({ value, onChange, error }: AdminPasswordFieldProps) {
  return (
    <Input.Wrapper
      label="Admin Password"
      description="Four digits that unlock the booth's settings at the event"
      withAsterisk
      error={error}
    >
      <PinInput
        mt="xs"
        length={ADMIN_PASSWORD_DIGITS}
        type="number"
        inputMode="numeric"
        size="md"
        value={value}
        onChange={onChange}
        error={Boolean(error)}
        getInputProps={(index) => ({ 'aria-label': `Admin Password digit ${index + 1}` })}
      />
    </Input.Wrapper>
  );
}
