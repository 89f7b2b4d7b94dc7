import { type ReactNode, useState } from 'react';
import type { CaptureSettings } from '@/shared/lib/option-choices';
import type { useChosenItems } from '../hooks/use-chosen-items';
import { CaptureSettingsModal, type CaptureSettingsShape, SettingsSummary } from './capture-settings-modal';
import { ChosenItemCard } from './chosen-item-card';
import { SettingsButton } from './item-action-button';
import { LibraryChooser } from './library-chooser';
import { LibraryThumb } from './library-thumb';

/** How an animation step's chosen item is read and changed: its id, name, picture and capture settings. */
export type AnimationItem<Item, Settings> = {
  idOf: (item: Item) => number;
  labelOf: (item: Item) => string;
  photoOf: (item: Item) => string;
  settingsOf: (item: Item) => Settings;
  withSettings: (item: Item, settings: Settings) => Item;
  shape: CaptureSettingsShape;
};

type ChosenAnimationsProps<Item, Settings> = {
  heading: string;
  onOpen: () => void;
  chosen: ReturnType<typeof useChosenItems<Item>>;
  animation: AnimationItem<Item, Settings>;
  /** A chosen item's actions beside its Settings. */
  actions?: (item: Item, label: string) => ReactNode;
};

/** An animation step's chosen items, each with its settings in one line and a Settings button that opens them. */
export function ChosenAnimations<Item, Settings extends CaptureSettings>({
  heading,
  onOpen,
  chosen,
  animation,
  actions,
}: ChosenAnimationsProps<Item, Settings>) {
  const [settingsOf, setSettingsOf] = useState<number | null>(null);
  const editing = chosen.items.find((item) => animation.idOf(item) === settingsOf);
  return (
    <>
      <LibraryChooser
        heading={heading}
        openLabel="Open Library"
        onOpen={onOpen}
        emptyText="No Animation Selected."
        error={chosen.error}
      >
        {chosen.items.map((item) => {
          const id = animation.idOf(item);
          const label = animation.labelOf(item);
          return (
            <ChosenItemCard
              key={id}
              label={label}
              preview={<LibraryThumb src={animation.photoOf(item)} />}
              onRemove={() => chosen.remove(id)}
              actions={
                <>
                  <SettingsButton label={label} onClick={() => setSettingsOf(id)} />
                  {actions?.(item, label)}
                </>
              }
            >
              <SettingsSummary settings={animation.settingsOf(item)} />
            </ChosenItemCard>
          );
        })}
      </LibraryChooser>
      <CaptureSettingsModal<Settings>
        item={editing ? { label: animation.labelOf(editing), settings: animation.settingsOf(editing) } : null}
        shape={animation.shape}
        onClose={() => setSettingsOf(null)}
        onSave={(settings) =>
          editing && chosen.update(animation.idOf(editing), (item) => animation.withSettings(item, settings))
        }
      />
    </>
  );
}
