import type { PublicGallery, PublicGalleryItem } from '@boothdeck/contract';
import { Box, Image, Text, UnstyledButton } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { Link } from 'react-router';
import { MEDIA_NOUNS } from '@/shared/lib/media-kinds';
import { columnsFor, spanOf, tileOf } from '../lib/layout';
import { shareViewPath } from '../lib/public-paths';

type PublicGridProps = { gallery: PublicGallery; items: PublicGalleryItem[]; total: number };

const GAP = 6;

/**
 * The thumbnails: three a row above two items, else two. The default template lays them out as
 * a mosaic (see `tileOf`); the others as even squares. Off-screen tiles skip layout and paint
 * (content-visibility), and pictures load as they come near, so thousands of tiles stay smooth.
 */
export function PublicGrid({ gallery, items, total }: PublicGridProps) {
  const columns = columnsFor(total);
  const mosaic = gallery.template_name === 'one';
  const { ref, width } = useElementSize();
  // Mosaic rows are as tall as a column is wide, so small tiles are square.
  const rowHeight = width > 0 ? (width - GAP * (columns - 1)) / columns : 160;
  return (
    <Box
      ref={ref}
      data-testid="public-grid"
      data-columns={columns}
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(${columns}, 1fr)`,
        gridAutoRows: mosaic ? `${rowHeight}px` : 'auto',
        gridAutoFlow: mosaic ? 'dense' : 'row',
        gap: GAP,
        maxWidth: '100%',
      }}
    >
      {items.map((item, index) => {
        const tile = mosaic ? tileOf(item.media_type, index) : 'small';
        const span = spanOf(tile, columns);
        // A tile larger than one cell would show the small thumbnail blurred: it takes the preview.
        const picture = tile === 'small' ? item.event_photo : (item.preview ?? item.event_photo);
        return (
          <UnstyledButton
            key={item.id}
            component={Link}
            to={shareViewPath(item.view_id)}
            aria-label={`Open ${MEDIA_NOUNS[item.media_type]}`}
            data-tile={tile}
            style={{
              gridColumn: `span ${span.column}`,
              gridRow: `span ${span.row}`,
              aspectRatio: mosaic ? undefined : '1',
              overflow: 'hidden',
              borderRadius: gallery.template_name === 'three' ? 12 : 2,
              contentVisibility: 'auto',
              containIntrinsicSize: '200px',
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
      })}
    </Box>
  );
}
