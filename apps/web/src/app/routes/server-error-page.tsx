import { MESSAGES } from '@boothdeck/contract/messages';
import { Button } from '@mantine/core';
import { useNavigate } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { canGoBack } from '@/shared/lib/can-go-back';
import { StatusPage } from './status-page';

export function ServerErrorPage() {
  const navigate = useNavigate();
  return (
    <StatusPage title={MESSAGES.internalServerError} description={MESSAGES.fixingProblem}>
      <Button onClick={() => (canGoBack() ? navigate(-1) : navigate(PATHS.login))}>Return Back</Button>
    </StatusPage>
  );
}
