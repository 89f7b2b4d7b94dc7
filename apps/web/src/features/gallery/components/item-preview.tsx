import type { GalleryItem } from '@boothdeck/contract';
import { Box, Modal } from '@mantine/core';
import { MEDIA_NOUNS } from '@/shared/lib/media-kinds';
import { MediaViewer } from './media-viewer';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * One item full screen as the grid has it, for a role that may look at the gallery but not open
 * its items' neighbours, stats, downloads or prints (a client): nothing more is asked of the server.
 */
export function ItemPreview({ item, onClose }: { item: GalleryItem; onClose: () => void }) {
  return (
    <Modal
      opened
      onClose={onClose}
      fullScreen
      title={capitalise(MEDIA_NOUNS[item.media_type])}
      padding={0}
      styles={{ header: { paddingInline: 16 } }}
    >
      <Box pos="relative" bg="dark.8" h="calc(100dvh - 60px)">
        <MediaViewer item={item} />
      </Box>
    </Modal>
  );
}
