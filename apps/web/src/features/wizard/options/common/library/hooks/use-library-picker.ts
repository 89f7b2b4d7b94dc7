import { useState } from 'react';
import type { LibraryChoice } from '../components/library-modal';
import type { useChosenItems } from './use-chosen-items';

type ChosenItems<Chosen> = ReturnType<typeof useChosenItems<Chosen>>;

/** The library as the step reads it: its items in groups (one group shows no tabs). */
type LibraryItems<Item> = readonly { label: string; items: readonly Item[] }[] | undefined;

type PickerOptions<Item, Chosen> = {
  /** How an item shows in the modal. */
  choice: (item: Item) => Omit<LibraryChoice, 'id'>;
  /** The step's new item for a library item just ticked. */
  chosen: (item: Item) => Chosen;
};

/**
 * A library step's modal: opened from the chooser, it lists the library's items and its Save
 * changes makes the ticked ones the step's chosen items (a newly ticked one made by `chosen`).
 * `modal` is what LibraryModal takes besides its title.
 */
export function useLibraryPicker<Item extends { id: number }, Chosen>(
  chosenItems: ChosenItems<Chosen>,
  library: { isPending: boolean; error: unknown },
  groups: LibraryItems<Item>,
  options: PickerOptions<Item, Chosen>,
) {
  const [opened, setOpened] = useState(false);
  return {
    open: () => setOpened(true),
    modal: {
      opened,
      onClose: () => setOpened(false),
      groups: groups?.map(({ label, items }) => ({
        label,
        items: items.map((item) => ({ id: item.id, ...options.choice(item) })),
      })),
      isPending: library.isPending,
      error: library.error,
      selectedIds: chosenItems.ids,
      onSave: (ids: number[]) => {
        const byId = new Map(groups?.flatMap(({ items }) => items.map((item) => [item.id, item] as const)));
        chosenItems.choose(ids, (id) => {
          const item = byId.get(id);
          return item && options.chosen(item);
        });
      },
    },
  };
}
