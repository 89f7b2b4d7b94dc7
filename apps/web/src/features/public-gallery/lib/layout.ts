/** The public grid's layout rules. */
import type { MediaType } from '@boothdeck/contract';

/** Three thumbnails a row once a gallery holds more than two items, else two. */
export const columnsFor = (total: number) => (total > 2 ? 3 : 2);

export type Tile = 'big' | 'tall' | 'wide' | 'small';

/**
 * The default template's mosaic: the first item and any item that is not a photo are big;
 * otherwise the item's index modulo 4 decides: 0 tall, 2 wide, the others small.
 */
export function tileOf(mediaType: MediaType, index: number): Tile {
  if (index === 0 || mediaType !== 'photo') return 'big';
  if (index % 4 === 0) return 'tall';
  if (index % 4 === 2) return 'wide';
  return 'small';
}

/** How many columns and rows each tile covers in the grid (never more columns than it has). */
export function spanOf(tile: Tile, columns: number): { column: number; row: number } {
  const width = tile === 'big' || tile === 'wide' ? 2 : 1;
  const height = tile === 'big' || tile === 'tall' ? 2 : 1;
  return { column: Math.min(width, columns), row: height };
}
