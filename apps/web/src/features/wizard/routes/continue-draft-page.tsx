/** `/event/continue/{id}`: Continue on a draft card rebuilds the wizard from the saved draft and opens the right step. */
import { Alert, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { getErrorMessage } from '@/shared/api/api-error';
import { PATHS } from '@/shared/config/paths';
import { BackButton } from '@/shared/ui/back-button';
import { PageLoader } from '@/shared/ui/page-loader';
import { useDraftEvent } from '../api/get-draft-event';
import { draftFromEvent } from '../lib/draft-from-event';
import { continueStep } from '../lib/wizard-steps';
import { useDraftStore } from '../stores/draft-store';

export function ContinueDraftPage() {
  const navigate = useNavigate();
  const eventId = Number(useParams().id);
  const { data, error } = useDraftEvent(eventId);

  useEffect(() => {
    if (!data) return;
    const draft = draftFromEvent(data.event);
    useDraftStore.getState().replaceDraft(draft);
    navigate(continueStep(draft), { replace: true });
  }, [data, navigate]);

  if (!Number.isInteger(eventId) || eventId <= 0) return <Navigate to={`${PATHS.events}#draft`} replace />;
  if (!error) return <PageLoader />;
  return (
    <Stack align="flex-start">
      <Alert color="red" variant="light" role="alert">
        {getErrorMessage(error)}
      </Alert>
      <BackButton label="Back" fallbackTo={`${PATHS.events}#draft`} />
    </Stack>
  );
}
