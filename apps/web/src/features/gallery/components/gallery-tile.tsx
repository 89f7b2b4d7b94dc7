import type { GalleryItem } from '@boothdeck/contract';
import { AspectRatio, Badge, Box, Center, Image, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconPhotoOff, IconPlayerPlayFilled } from '@tabler/icons-react';
import { isClip, itemName } from '@/shared/lib/media-kinds';
import { DownloadItemButton } from './download-item-button';

type GalleryTileProps = { item: GalleryItem; position: number; total: number; onOpen: (item: GalleryItem) => void };

/**
 * One square thumbnail that opens the slider, marked when guests cannot see it (waiting for
 * approval, or rejected), with its own download button in the corner (beside
 * the tile's button, not inside it: a button may not hold another). Mantine's focus ring marks
 * the focused one.
 */
export function GalleryTile({ item, position, total, onOpen }: GalleryTileProps) {
  const name = itemName(item.media_type, position, total);
  return (
    <Box pos="relative">
      <AspectRatio ratio={1}>
        <UnstyledButton
          aria-label={`Open ${name}`}
          onClick={() => onOpen(item)}
          bg="gray.2"
          style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
        >
          {item.event_photo ? (
            <Image src={item.event_photo} alt="" loading="lazy" h="100%" w="100%" fit="cover" />
          ) : (
            <Center h="100%" c="dimmed">
              <IconPhotoOff size={32} />
            </Center>
          )}
          {isClip(item.media_type) && (
            <Center pos="absolute" inset={0} style={{ pointerEvents: 'none' }}>
              <ThemeIcon radius="xl" size="xl" color="dark" opacity={0.8} aria-hidden>
                <IconPlayerPlayFilled size={20} />
              </ThemeIcon>
            </Center>
          )}
        </UnstyledButton>
      </AspectRatio>
      {item.moderation && item.moderation !== 'approved' && (
        <Badge
          pos="absolute"
          top={8}
          left={8}
          color={item.moderation === 'pending' ? 'orange' : 'red'}
          variant="filled"
          style={{ pointerEvents: 'none' }}
        >
          {item.moderation === 'pending' ? 'Waiting' : 'Rejected'}
        </Badge>
      )}
      <DownloadItemButton
        mediaId={item.id}
        label={`Download ${name}`}
        pos="absolute"
        top={8}
        right={8}
        variant="white"
        color="dark"
        radius="xl"
      />
    </Box>
  );
}
