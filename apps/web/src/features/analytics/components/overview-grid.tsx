import type { GalleryItem } from '@boothdeck/contract';
import { Alert, AspectRatio, Badge, Box, Center, Image, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { getErrorMessage } from '@/shared/api/api-error';
import { pluralise } from '@/shared/lib/format-count';
import { MEDIA_NOUNS } from '@/shared/lib/media-kinds';

const COLUMNS = { base: 2, sm: 4, lg: 6 } as const;

type OverviewGridProps = {
  query: { data?: (GalleryItem & { views?: number })[]; isPending: boolean; isError: boolean; error: unknown };
  label: string;
};

/** A tab's items as square thumbnails, with their view counts where the tab has them. */
export function OverviewGrid({ query, label }: OverviewGridProps) {
  if (query.isPending) {
    return (
      <SimpleGrid cols={COLUMNS} aria-label={`Loading ${label}`} aria-busy>
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place.
          <AspectRatio ratio={1} key={index}>
            <Skeleton radius="md" />
          </AspectRatio>
        ))}
      </SimpleGrid>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title={`${label} could not be loaded`}>
        {getErrorMessage(query.error)}
      </Alert>
    );
  }
  if (!query.data?.length) {
    return (
      <Center py={40}>
        <Stack align="center" gap="xs" c="dimmed">
          <IconPhotoOff size={36} aria-hidden />
          <Text fw={500}>Items Not Available</Text>
        </Stack>
      </Center>
    );
  }
  return (
    <SimpleGrid cols={COLUMNS} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
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
