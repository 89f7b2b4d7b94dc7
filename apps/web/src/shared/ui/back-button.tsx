import { Button, type ButtonProps } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { canGoBack } from '@/shared/lib/can-go-back';

type BackButtonProps = Omit<ButtonProps, 'children'> & {
  label: string;
  /** Where to go when the visit started on this page; without it the button hides then. */
  fallbackTo: string | null;
};

/** Returns to the previous page of the app, like the browser's back button. */
export function BackButton({ label, fallbackTo, ...buttonProps }: BackButtonProps) {
  const navigate = useNavigate();
  const hasHistory = canGoBack();
  if (!hasHistory && !fallbackTo) return null;

  const goBack = () => {
    if (hasHistory) navigate(-1);
    else if (fallbackTo) navigate(fallbackTo, { replace: true });
  };
  return (
    <Button variant="subtle" color="gray" leftSection={<IconArrowLeft size={18} />} onClick={goBack} {...buttonProps}>
      {label}
    </Button>
  );
}
