import { MESSAGES } from '@boothdeck/contract/messages';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { StatusPage } from './status-page';

export function NotFoundPage() {
  return (
    <StatusPage title={MESSAGES.pageNotFound}>
      <Anchor component={Link} to={PATHS.login}>
        Go to the home page
      </Anchor>
    </StatusPage>
  );
}
