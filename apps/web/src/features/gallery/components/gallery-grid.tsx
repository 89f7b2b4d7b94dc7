import type { GalleryItem, MediaType } from '@boothdeck/contract';
import { Box } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useEffect } from 'react';
import { useGridColumns } from '@/shared/hooks/use-grid-columns';
import { useWindowRows } from '@/shared/hooks/use-window-rows';
import { EmptyGallery, GalleryError, GRID_GAP, GridSkeleton } from '@/shared/ui/gallery-grid-states';
import { useGalleryItems } from '../api/get-gallery-items';
import { GalleryRow } from './gallery-row';

/** Before the grid's width is known (first paint, or a test's page without layout). */
const FALLBACK_TILE_SIZE = 240;

type GalleryGridProps = { eventId: number; mediaType: MediaType; onOpen: (item: GalleryItem) => void };

/**
 * One tab's items as a grid of square tiles. Only the rows near the screen exist (a gallery may
 * hold ten thousand items), and the next page loads as the last loaded row comes into view.
 */
export function GalleryGrid({ eventId, mediaType, onOpen }: GalleryGridProps) {
  const columns = useGridColumns();
  const query = useGalleryItems(eventId, mediaType);
  const { ref: sizeRef, width } = useElementSize();

  const items = query.data?.pages.flatMap((page) => page.gallery_photo.data) ?? [];
  const total = query.data?.pages[0]?.gallery_photo.total ?? 0;
  const loadedRows = Math.ceil(items.length / columns);
  const tileSize = width > 0 ? (width - GRID_GAP * (columns - 1)) / columns : FALLBACK_TILE_SIZE;
  const rowHeight = tileSize + GRID_GAP;

  const { virtualizer, listRef, listTop } = useWindowRows({
    count: loadedRows + (query.hasNextPage ? 1 : 0),
    rowHeight,
    overscan: 3,
  });

  const rows = virtualizer.getVirtualItems();
  const lastRow = rows.at(-1)?.index ?? -1;
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  // A page that failed is asked for again only when the organiser says so, not in a loop.
  const shouldFetchNext = lastRow >= loadedRows - 1 && hasNextPage && !isFetchingNextPage && !isFetchNextPageError;
  useEffect(() => {
    if (shouldFetchNext) void fetchNextPage();
  }, [shouldFetchNext, fetchNextPage]);

  if (query.isPending) return <GridSkeleton columns={columns} rows={2} label="Loading gallery" />;
  if (query.isError && items.length === 0) return <GalleryError error={query.error} onRetry={() => query.refetch()} />;
  if (items.length === 0) return <EmptyGallery />;

  return (
    <Box ref={sizeRef}>
      <Box ref={listRef} pos="relative" h={virtualizer.getTotalSize()}>
        {rows.map((row) => (
          <Box
            key={row.key}
            pos="absolute"
            top={0}
            left={0}
            w="100%"
            style={{ transform: `translateY(${row.start - listTop}px)` }}
          >
            {row.index < loadedRows ? (
              <GalleryRow
                items={items.slice(row.index * columns, (row.index + 1) * columns)}
                firstPosition={row.index * columns + 1}
                total={total}
                columns={columns}
                onOpen={onOpen}
              />
            ) : isFetchNextPageError ? (
              <GalleryError error={query.error} onRetry={() => fetchNextPage()} />
            ) : (
              <GridSkeleton columns={columns} rows={1} />
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
