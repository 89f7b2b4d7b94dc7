import { MESSAGES } from '@boothdeck/contract/messages';
import { Button } from '@mantine/core';
import { useNavigate } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { StatusPage } from './status-page';

/** React Router keeps the history position in `history.state.idx`; 0 means there is nowhere to go back to. */
function canGoBack(): boolean {
  const index: unknown = window.history.state?.idx;
  return typeof index === 'number' && index > 0;
}

export function ServerErrorPage() {
  const navigate = useNavigate();
  return (
    <StatusPage title={MESSAGES.internalServerError} description={MESSAGES.fixingProblem}>
      <Button onClick={() => (canGoBack() ? navigate(-1) : navigate(PATHS.login))}>Return Back</Button>
    </StatusPage>
  );
}
