import type { GalleryItem } from '@boothdeck/contract';
import { Alert, Center, Loader } from '@mantine/core';
import { getErrorMessage } from '@/shared/api/api-error';
import { MediaViewer } from './media-viewer';

/** What fills the slider's dark stage (placed over all of it): the item, its loader, or why it could not be shown. */
export function SliderStage({ item, error }: { item: GalleryItem | undefined; error: unknown }) {
  if (item) return <MediaViewer item={item} />;
  return (
    <Center pos="absolute" inset={0} p="md">
      {error ? (
        <Alert color="red" role="alert">
          {getErrorMessage(error)}
        </Alert>
      ) : (
        <Loader color="gray.0" aria-label="Loading item" />
      )}
    </Center>
  );
}
