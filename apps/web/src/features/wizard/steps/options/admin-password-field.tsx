import { ADMIN_PASSWORD_DIGITS } from '@boothdeck/contract';
import type { ReactNode } from 'react';
import { DigitCodeField } from '@/shared/ui/digit-code-field';

type AdminPasswordFieldProps = { value: string; onChange: (value: string) => void; error?: ReactNode };

/** The booth's admin password: four single-digit boxes. */
export function AdminPasswordField({ value, onChange, error }: AdminPasswordFieldProps) {
  return (
    <DigitCodeField
      label="Admin Password"
      description="Four digits that unlock the booth's settings at the event"
      withAsterisk
      length={ADMIN_PASSWORD_DIGITS}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
