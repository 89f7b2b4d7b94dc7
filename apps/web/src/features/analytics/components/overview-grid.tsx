import type { GalleryItem } from '@boothdeck/contract';
import { AspectRatio, Badge, Box, Center, Image, SimpleGrid } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useGridColumns } from '@/shared/hooks/use-grid-columns';
import { pluralise } from '@/shared/lib/format-count';
import { MEDIA_NOUNS } from '@/shared/lib/media-kinds';
import { EmptyGallery, GalleryError, GRID_GAP, GridSkeleton } from '@/shared/ui/gallery-grid-states';

type OverviewGridProps = {
  query: {
    data?: (GalleryItem & { views?: number })[];
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  label: string;
};

/** A tab's items as square thumbnails, with their view counts where the tab has them. */
export function OverviewGrid({ query, label }: OverviewGridProps) {
  const columns = useGridColumns();
  if (query.isPending) return <GridSkeleton columns={columns} rows={1} label={`Loading ${label}`} />;
  if (query.isError) return <GalleryError error={query.error} onRetry={() => query.refetch()} />;
  if (!query.data?.length) return <EmptyGallery />;
  return (
    <SimpleGrid
      cols={columns}
      spacing={GRID_GAP}
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={label}
    >
      {query.data.map((item) => (
        <Box component="li" key={item.id} pos="relative">
          <AspectRatio ratio={1}>
            <Box bg="gray.2" style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
              {item.event_photo ? (
                <Image
                  src={item.event_photo}
                  alt={MEDIA_NOUNS[item.media_type]}
                  loading="lazy"
                  h="100%"
                  w="100%"
                  fit="cover"
                />
              ) : (
                <Center h="100%" c="dimmed">
                  <IconPhotoOff size={28} aria-label={MEDIA_NOUNS[item.media_type]} />
                </Center>
              )}
            </Box>
          </AspectRatio>
          {item.views !== undefined && (
            <Badge pos="absolute" bottom={8} left={8} color="dark" variant="filled" radius="sm">
              {pluralise(item.views, 'view', 'views')}
            </Badge>
          )}
        </Box>
      ))}
    </SimpleGrid>
  );
}
