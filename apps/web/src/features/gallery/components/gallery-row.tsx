import type { GalleryItem } from '@boothdeck/contract';
import { SimpleGrid } from '@mantine/core';
import { GRID_GAP } from '@/shared/ui/gallery-grid-states';
import { GalleryTile } from './gallery-tile';

type GalleryRowProps = {
  items: GalleryItem[];
  /** The first tile's place in the tab, from 1. */
  firstPosition: number;
  total: number;
  columns: number;
  onOpen: (item: GalleryItem) => void;
};

export function GalleryRow({ items, firstPosition, total, columns, onOpen }: GalleryRowProps) {
  return (
    <SimpleGrid cols={columns} spacing={GRID_GAP}>
      {items.map((item, index) => (
        <GalleryTile key={item.id} item={item} position={firstPosition + index} total={total} onOpen={onOpen} />
      ))}
    </SimpleGrid>
  );
}
