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

/** Where a tile sits: its first row and column (from 0) and how many of each it covers. */
export type Placement = { row: number; column: number; rows: number; columns: number };

/**
 * Places tiles as a CSS grid with `grid-auto-flow: row dense` would: each tile, in order, takes
 * the first position from the top left where it fits. The grid draws only the rows near the
 * screen, so it needs every tile's place without laying all of them out.
 */
export function placeTiles(spans: { column: number; row: number }[], columns: number): Placement[] {
  const taken: boolean[][] = [];
  const isFree = (row: number, column: number) => !taken[row]?.[column];
  const fits = (row: number, column: number, span: { column: number; row: number }) => {
    for (let r = row; r < row + span.row; r++)
      for (let c = column; c < column + span.column; c++) if (!isFree(r, c)) return false;
    return true;
  };
  // Rows above this one are full: no later tile can go there.
  let firstOpenRow = 0;
  return spans.map((span) => {
    for (let row = firstOpenRow; ; row++) {
      for (let column = 0; column + span.column <= columns; column++) {
        if (!fits(row, column, span)) continue;
        for (let r = row; r < row + span.row; r++) {
          const cells = taken[r] ?? [];
          for (let c = column; c < column + span.column; c++) cells[c] = true;
          taken[r] = cells;
        }
        while (taken[firstOpenRow]?.filter(Boolean).length === columns) firstOpenRow++;
        return { row, column, rows: span.row, columns: span.column };
      }
    }
  });
}
