import { Alert, AspectRatio, Button, Center, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { getErrorMessage } from '@/shared/api/api-error';

/** The space between tiles, in pixels: the virtual rows' heights count it. */
export const GRID_GAP = 16;

type GridSkeletonProps = { columns: number; rows: number; label?: string };

/** Square placeholders, as many to a row as the grid has, while a page loads. */
export function GridSkeleton({ columns, rows, label }: GridSkeletonProps) {
  return (
    <SimpleGrid cols={columns} spacing={GRID_GAP} aria-label={label} aria-busy={label ? true : undefined}>
      {Array.from({ length: columns * rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place.
        <AspectRatio ratio={1} key={index}>
          <Skeleton radius="md" />
        </AspectRatio>
      ))}
    </SimpleGrid>
  );
}

export function EmptyGallery() {
  return (
    <Center py={60}>
      <Stack align="center" gap="xs" c="dimmed">
        <IconPhotoOff size={40} aria-hidden />
        <Text fw={500}>Items Not Available</Text>
      </Stack>
    </Center>
  );
}

export function GalleryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" role="alert" title="The gallery could not be loaded">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{getErrorMessage(error)}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
