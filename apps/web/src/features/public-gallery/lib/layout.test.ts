import { describe, expect, it } from 'vitest';
import { placeTiles, spanOf, type Tile, tileOf } from './layout';

const place = (tiles: Tile[], columns: number) =>
  placeTiles(
    tiles.map((tile) => spanOf(tile, columns)),
    columns,
  ).map(({ row, column }) => [row, column]);

describe('placeTiles', () => {
  it('fills the holes a wide tile leaves, as a dense CSS grid does', () => {
    const tiles = (['photo', 'photo', 'photo', 'photo', 'photo', 'video', 'photo'] as const).map(tileOf);
    expect(tiles).toEqual(['big', 'small', 'wide', 'small', 'tall', 'big', 'wide']);
    // The wide tile finds no room beside the big one and drops a row; the next small one fills the gap.
    expect(place(tiles, 3)).toEqual([
      [0, 0],
      [0, 2],
      [2, 0],
      [1, 2],
      [2, 2],
      [3, 0],
      [5, 0],
    ]);
  });

  it('puts even squares in reading order and never makes a tile wider than the grid', () => {
    expect(place(['small', 'small', 'small', 'small'], 3)).toEqual([
      [0, 0],
      [0, 1],
      [0, 2],
      [1, 0],
    ]);
    expect(place(['big', 'big'], 2)).toEqual([
      [0, 0],
      [2, 0],
    ]);
  });

  // How long it takes is measured by the tile-layout benchmark (bench/tile-layout.ts).
  it('places ten thousand tiles', () => {
    const tiles = Array.from({ length: 10_000 }, (_, index) => tileOf('photo', index));
    const places = placeTiles(
      tiles.map((tile) => spanOf(tile, 3)),
      3,
    );
    expect(places.at(-1)?.row).toBeGreaterThan(3000);
  });
});
