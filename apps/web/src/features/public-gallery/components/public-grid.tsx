import type { PublicGallery, PublicGalleryItem } from '@boothdeck/contract';
import { Box } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useEffect, useMemo } from 'react';
import { useWindowRows } from '@/shared/hooks/use-window-rows';
import { useScrollMemory } from '../hooks/use-scroll-memory';
import { columnsFor, placeTiles, spanOf, type Tile, tileOf } from '../lib/layout';
import { PublicTile } from './public-tile';

type PublicGridProps = {
  gallery: PublicGallery;
  items: PublicGalleryItem[];
  total: number;
  /** Asked for the next page when the last loaded row comes near the screen. */
  onNearEnd?: () => void;
};

const GAP = 6;
/** Before the grid's width is known (first paint, or a test's page without layout). */
const FALLBACK_CELL = 160;
/** Rows drawn above and below the screen, so the next tile is there when Tab moves to it. */
const OVERSCAN_ROWS = 4;

/** Each tile's kind and place; every row of the grid lists the tiles that start on it. */
function useLayout(gallery: PublicGallery, items: PublicGalleryItem[], columns: number) {
  return useMemo(() => {
    const mosaic = gallery.template_name === 'one';
    const tiles: Tile[] = items.map((item, index) => (mosaic ? tileOf(item.media_type, index) : 'small'));
    const places = placeTiles(
      tiles.map((tile) => spanOf(tile, columns)),
      columns,
    );
    const startingOn: number[][] = [];
    places.forEach((place, index) => {
      startingOn[place.row] ??= [];
      startingOn[place.row]?.push(index);
    });
    // A big tile starting on the last row reaches below it: the grid is as tall as its lowest tile.
    const rows = places.reduce((lowest, place) => Math.max(lowest, place.row + place.rows), 0);
    return { tiles, places, startingOn, rows };
  }, [gallery.template_name, items, columns]);
}

/**
 * The thumbnails: three a row above two items, else two. The default template lays them out as
 * a mosaic (see `tileOf`); the others as even squares. Tiles are placed as a dense CSS grid
 * would place them (`placeTiles`), but only the rows near the screen are drawn, so a gallery of
 * ten thousand items keeps a few dozen tiles in the page.
 */
export function PublicGrid({ gallery, items, total, onNearEnd }: PublicGridProps) {
  const columns = columnsFor(total);
  const { tiles, places, startingOn, rows } = useLayout(gallery, items, columns);
  const { ref: sizeRef, width } = useElementSize();
  // Cells are as tall as a column is wide, so small tiles are square.
  const cell = width > 0 ? (width - GAP * (columns - 1)) / columns : FALLBACK_CELL;
  const stride = cell + GAP;

  // Tiles are placed from the grid's top, so the grid's own place on the page (listTop) is not needed.
  const { virtualizer, listRef } = useWindowRows({ count: rows, rowHeight: stride, overscan: OVERSCAN_ROWS });
  useScrollMemory(width > 0 && rows > 0);

  const shown = virtualizer.getVirtualItems();
  const firstRow = shown[0]?.index ?? 0;
  const lastRow = shown.at(-1)?.index ?? -1;
  const nearEnd = lastRow >= rows - 1;
  useEffect(() => {
    if (nearEnd) onNearEnd?.();
  }, [nearEnd, onNearEnd]);

  // A big or tall tile starting on the row above the first drawn one still shows on it.
  const drawn: number[] = [];
  for (let row = Math.max(0, firstRow - 1); row <= lastRow; row++) drawn.push(...(startingOn[row] ?? []));
  drawn.sort((a, b) => a - b);

  return (
    <Box ref={sizeRef} data-testid="public-grid" data-columns={columns}>
      <Box ref={listRef} pos="relative" style={{ height: Math.max(0, rows * stride - GAP) }}>
        {drawn.map((index) => {
          const place = places[index];
          const item = items[index];
          const tile = tiles[index];
          if (!place || !item || !tile) return null;
          if (place.row + place.rows <= firstRow) return null;
          return (
            <PublicTile
              key={item.id}
              gallery={gallery}
              item={item}
              tile={tile}
              style={{
                position: 'absolute',
                top: place.row * stride,
                // Logical: the first column is on the right in a right-to-left language.
                insetInlineStart: place.column * stride,
                width: place.columns * stride - GAP,
                height: place.rows * stride - GAP,
              }}
            />
          );
        })}
      </Box>
    </Box>
  );
}
