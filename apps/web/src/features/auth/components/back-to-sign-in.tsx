import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { PATHS } from '@/shared/config/paths';

export function BackToSignIn() {
  return (
    <Anchor component={Link} to={PATHS.login} size="sm" ta="center">
      Back to sign in
    </Anchor>
  );
}
