import type { PublicGallery, PublicGalleryItem } from '@boothdeck/contract';
import { Image, Text, UnstyledButton } from '@mantine/core';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { MEDIA_NOUNS } from '@/shared/lib/media-kinds';
import type { Tile } from '../lib/layout';
import { shareViewPath } from '../lib/public-paths';

type PublicTileProps = { gallery: PublicGallery; item: PublicGalleryItem; tile: Tile; style: CSSProperties };

/** One thumbnail of the public grid, a link to the item's share view. */
export function PublicTile({ gallery, item, tile, style }: PublicTileProps) {
  // A tile larger than one cell would show the small thumbnail blurred: it takes the preview.
  const picture = tile === 'small' ? item.event_photo : (item.preview ?? item.event_photo);
  return (
    <UnstyledButton
      component={Link}
      to={shareViewPath(item.view_id)}
      aria-label={`Open ${MEDIA_NOUNS[item.media_type]}`}
      data-tile={tile}
      style={{
        ...style,
        overflow: 'hidden',
        borderRadius: gallery.template_name === 'three' ? 12 : 2,
        background: '#dee2e6',
      }}
    >
      {picture ? (
        <Image src={picture} alt="" loading="lazy" h="100%" w="100%" fit="cover" />
      ) : (
        <Text p="xs">{MEDIA_NOUNS[item.media_type]}</Text>
      )}
    </UnstyledButton>
  );
}
