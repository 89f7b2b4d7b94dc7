import type { ReactNode } from 'react';
import type { useChosenItems } from '../hooks/use-chosen-items';
import { ChosenTile } from './chosen-tile';
import { LibraryChooser } from './library-chooser';

/** The chooser's words: its heading, the button that opens the library and the text shown while none is chosen. */
export type ChosenTilesTexts = { heading: string; openLabel: string; emptyText: string };

type ChosenTilesProps<Item> = {
  texts: ChosenTilesTexts;
  onOpen: () => void;
  chosen: ReturnType<typeof useChosenItems<Item>>;
  /** A chosen item's small picture. */
  preview: (item: Item) => ReactNode;
};

/** A step's chosen items shown small (props, filters), each removable, with the button that opens the library. */
export function ChosenTiles<Item extends { name: string }>({ texts, onOpen, chosen, preview }: ChosenTilesProps<Item>) {
  return (
    <LibraryChooser {...texts} onOpen={onOpen} error={chosen.error} layout="tiles">
      {chosen.items.map((item, index) => {
        const id = chosen.ids[index] ?? 0;
        return <ChosenTile key={id} label={item.name} preview={preview(item)} onRemove={() => chosen.remove(id)} />;
      })}
    </LibraryChooser>
  );
}
