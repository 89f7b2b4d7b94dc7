import { MESSAGES } from '@boothdeck/contract/messages';
import { Alert, Button, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { getErrorMessage } from '@/shared/api/api-error';
import { PageLoader } from '@/shared/ui/page-loader';

type TemplateEditorStatusProps = { isNotFound: boolean; error: unknown; backTo: string };

/** A template editor page before its template has loaded: a loader, or why it cannot open and the way back. */
export function TemplateEditorStatus({ isNotFound, error, backTo }: TemplateEditorStatusProps) {
  if (!isNotFound && !error) return <PageLoader />;
  return (
    <Stack align="flex-start">
      <Alert color="red" variant="light" role="alert">
        {isNotFound ? MESSAGES.notFound : getErrorMessage(error)}
      </Alert>
      <Button component={Link} to={backTo} variant="subtle" color="gray" leftSection={<IconArrowLeft size={18} />}>
        Back
      </Button>
    </Stack>
  );
}
