import { type MediaType, printingCalls } from '@boothdeck/contract';
import { Box, Flex, LoadingOverlay, Modal, Stack } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { itemName } from '@/shared/lib/media-kinds';
import { useAllowed } from '@/shared/session/role';
import { useGalleryItem } from '../api/get-gallery-item';
import { DownloadItemButton } from './download-item-button';
import { MediaStatsPanel } from './media-stats-panel';
import { PrintItemButtons } from './print-item-buttons';
import { SliderArrows } from './slider-arrows';
import { SliderStage } from './slider-stage';

type MediaSliderProps = {
  mediaId: number;
  mediaType: MediaType;
  /** The event's zone, the clock the created time is shown on (unknown while the event loads). */
  timeZone: string | null;
  /** Shows another item: the server names each item's neighbours, wrapping round at both ends. */
  onNavigate: (mediaId: number) => void;
  onClose: () => void;
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The item full screen, with previous/next (buttons or arrow keys), its download, prints and stats beside it (for the roles they allow). */
export function MediaSlider({ mediaId, mediaType, timeZone, onNavigate, onClose }: MediaSliderProps) {
  const { data, error, isPlaceholderData } = useGalleryItem(mediaId, mediaType);
  // A client sees the slider read-only: no prints (and no download, which its button checks).
  const mayPrint = useAllowed(printingCalls.printFile.roles);
  // While the next item loads the old one stays on screen; moving again then would skip from the old one.
  const canMove = data !== undefined && data.total > 1 && !isPlaceholderData;
  const showPrevious = () => canMove && onNavigate(data.previous_id);
  const showNext = () => canMove && onNavigate(data.next_id);
  // A focused clip keeps its own arrow keys (seeking), as do fields.
  useHotkeys(
    [
      ['ArrowLeft', showPrevious],
      ['ArrowRight', showNext],
    ],
    ['INPUT', 'TEXTAREA', 'SELECT', 'VIDEO'],
  );

  const item = data?.gallery_photo_single;
  const name = data && item ? itemName(item.media_type, data.position, data.total) : 'loading item';

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
          <SliderStage item={item} error={error} />
          <SliderArrows canMove={canMove} onPrevious={showPrevious} onNext={showNext} />
        </Box>
        <Stack w={{ base: '100%', md: 320 }} p="md" gap="md">
          {item && <DownloadItemButton mediaId={item.id} label={`Download ${name}`} withText />}
          {mayPrint && item?.media_type === 'photo' && <PrintItemButtons mediaId={item.id} />}
          <MediaStatsPanel mediaId={mediaId} timeZone={timeZone} />
        </Stack>
      </Flex>
    </Modal>
  );
}
