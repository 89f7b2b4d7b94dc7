import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';

type FormAlertProps = {
  message: string | null;
  tone?: 'error' | 'success';
};

/** A form-level message (rate limit, server error, success text); renders nothing without one. */
export function FormAlert({ message, tone = 'error' }: FormAlertProps) {
  if (!message) return null;
  const isError = tone === 'error';
  return (
    <Alert
      color={isError ? 'red' : 'teal'}
      variant="light"
      role={isError ? 'alert' : 'status'}
      icon={isError ? <IconAlertCircle size={18} /> : <IconCircleCheck size={18} />}
    >
      {message}
    </Alert>
  );
}
