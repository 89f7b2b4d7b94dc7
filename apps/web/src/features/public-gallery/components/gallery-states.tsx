import { Center, Loader, Text, Title } from '@mantine/core';
import { Navigate, useLocation } from 'react-router';
import { getErrorMessage } from '@/shared/api/api-error';
import { isLocked } from '../api/public-gallery-api';
import { type PasswordReturn, passwordPath } from '../lib/public-paths';

export function PleaseWait() {
  return (
    <Center component="main" mih="60vh" style={{ flexDirection: 'column', gap: 12 }}>
      <Loader aria-hidden />
      <Text>Please wait...</Text>
    </Center>
  );
}

/**
 * A failed public call: a protected gallery goes to its password page, which brings the guest
 * back here (a shared item, the slide show) once they are in; anything else says what went wrong.
 */
export function GalleryFailure({ error, galleryId }: { error: unknown; galleryId: string | null }) {
  const { pathname } = useLocation();
  if (isLocked(error) && galleryId) {
    const back: PasswordReturn = { returnTo: pathname };
    return <Navigate to={passwordPath(galleryId)} state={back} replace />;
  }
  return (
    <Center component="main" mih="60vh" p="md">
      <Title order={1} size="h4" ta="center">
        {isLocked(error) ? 'This gallery is protected by a password.' : getErrorMessage(error)}
      </Title>
    </Center>
  );
}
