import type { MediaType } from '@boothdeck/contract';
import { ActionIcon, Alert, Box, Center, Flex, Group, Loader, LoadingOverlay, Modal, Stack } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { getErrorMessage } from '@/shared/api/api-error';
import { useGalleryItem } from '../api/get-gallery-item';
import { itemName } from '../lib/media-kinds';
import { DownloadItemButton } from './download-item-button';
import { MediaStatsPanel } from './media-stats-panel';
import { MediaViewer } from './media-viewer';

type MediaSliderProps = {
  mediaId: number;
  mediaType: MediaType;
  /** Shows another item: the server names each item's neighbours, wrapping round at both ends. */
  onNavigate: (mediaId: number) => void;
  onClose: () => void;
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The item full screen, with previous/next (buttons or arrow keys), its download and its stats beside it. */
export function MediaSlider({ mediaId, mediaType, onNavigate, onClose }: MediaSliderProps) {
  const { data, error, isPlaceholderData } = useGalleryItem(mediaId, mediaType);
  const showPrevious = () => data && onNavigate(data.previous_id);
  const showNext = () => data && onNavigate(data.next_id);
  useHotkeys([
    ['ArrowLeft', showPrevious],
    ['ArrowRight', showNext],
  ]);

  const item = data?.gallery_photo_single;
  const name = data && item ? itemName(item.media_type, data.position, data.total) : 'Loading item';
  const canMove = data !== undefined && data.total > 1 && !isPlaceholderData;

  return (
    <Modal
      opened
      onClose={onClose}
      fullScreen
      title={capitalise(name)}
      padding={0}
      styles={{ header: { paddingInline: 16 } }}
    >
      <Flex direction={{ base: 'column', md: 'row' }} mih="calc(100dvh - 60px)">
        <Box pos="relative" flex={1} bg="dark.8" mih={{ base: '55dvh', md: 'auto' }}>
          <LoadingOverlay visible={isPlaceholderData} loaderProps={{ 'aria-label': 'Loading item' }} />
          {error && !item ? (
            <Center h="100%" p="md">
              <Alert color="red" role="alert">
                {getErrorMessage(error)}
              </Alert>
            </Center>
          ) : item ? (
            <MediaViewer item={item} />
          ) : (
            <Center h="100%">
              <Loader color="gray.0" aria-label="Loading item" />
            </Center>
          )}
          <Group
            pos="absolute"
            top="50%"
            left={0}
            right={0}
            justify="space-between"
            px="sm"
            style={{ pointerEvents: 'none' }}
          >
            <ActionIcon
              size="xl"
              radius="xl"
              variant="white"
              color="dark"
              aria-label="Previous"
              disabled={!canMove}
              onClick={showPrevious}
              style={{ pointerEvents: 'auto' }}
            >
              <IconChevronLeft />
            </ActionIcon>
            <ActionIcon
              size="xl"
              radius="xl"
              variant="white"
              color="dark"
              aria-label="Next"
              disabled={!canMove}
              onClick={showNext}
              style={{ pointerEvents: 'auto' }}
            >
              <IconChevronRight />
            </ActionIcon>
          </Group>
        </Box>
        <Stack w={{ base: '100%', md: 320 }} p="md" gap="md">
          {item && <DownloadItemButton mediaId={item.id} label={`Download ${name}`} variant="light" size="lg" />}
          <MediaStatsPanel mediaId={mediaId} />
        </Stack>
      </Flex>
    </Modal>
  );
}
