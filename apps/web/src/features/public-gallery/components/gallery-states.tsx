import { Center, Loader, Text, Title } from '@mantine/core';
import { Navigate } from 'react-router';
import { getErrorMessage } from '@/shared/api/api-error';
import { isLocked } from '../api/public-gallery-api';
import { passwordPath } from '../lib/public-paths';

export function PleaseWait() {
  return (
    <Center mih="60vh" style={{ flexDirection: 'column', gap: 12 }}>
      <Loader aria-hidden />
      <Text>Please wait...</Text>
    </Center>
  );
}

/** A failed public call: a protected gallery goes to its password page, anything else says what went wrong. */
export function GalleryFailure({ error, galleryId }: { error: unknown; galleryId: string | null }) {
  if (isLocked(error) && galleryId) return <Navigate to={passwordPath(galleryId)} replace />;
  return (
    <Center mih="60vh" p="md">
      <Title order={1} size="h4" ta="center">
        {isLocked(error) ? 'This gallery is protected by a password.' : getErrorMessage(error)}
      </Title>
    </Center>
  );
}
