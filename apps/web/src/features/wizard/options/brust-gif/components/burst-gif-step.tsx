import type { BurstGifSettingItem, BurstGifSettings } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { useState } from 'react';
import { burstLabel } from '@/shared/lib/option-choices';
import { OptionStepForm } from '../../common/option-step-form';
import type { OptionStepProps } from '../../common/option-step-page';
import { useOptionSave } from '../../common/use-option-save';
import { CaptureSettingsModal, SettingsSummary } from '../../library/components/capture-settings-modal';
import { ChosenItemCard } from '../../library/components/chosen-item-card';
import { SettingsButton } from '../../library/components/item-action-button';
import { LibraryChooser } from '../../library/components/library-chooser';
import { LibraryModal } from '../../library/components/library-modal';
import { LibraryThumb } from '../../library/components/library-thumb';
import { useChosenItems } from '../../library/hooks/use-chosen-items';
import { useLibraryPicker } from '../../library/hooks/use-library-picker';
import { useBurstGifs } from '../api/get-burst-gifs';
import { saveBurstGifs } from '../api/save-burst-gifs';
import { BURST_SETTINGS_SHAPE, newBurstItem, toBurstGifList } from '../burst-items';

const PLACE = { path: '/event/brust-gif', option: 'brust_gif', draftKey: 'brust_gifs' } as const;

/** 3 in 1 Fast: the wizard step `/event/brust-gif` and its edit screen. */
export function BurstGifStep({ mode, event }: OptionStepProps) {
  const { submit, ...step } = useOptionSave(PLACE, mode, saveBurstGifs);
  const library = useBurstGifs();
  const chosen = useChosenItems<BurstGifSettingItem>(event.brust_gif_gallery, (item) => item.brust_gif_id);
  const [settingsOf, setSettingsOf] = useState<number | null>(null);
  const editing = chosen.items.find((item) => item.brust_gif_id === settingsOf);

  const styles = library.data?.allGifs;
  const picker = useLibraryPicker(chosen, library, styles && [{ label: 'Styles', items: styles }], {
    choice: (style) => ({ label: burstLabel(style.id), preview: <LibraryThumb src={style.photo} /> }),
    chosen: newBurstItem,
  });

  const onSubmit = (intent: Parameters<typeof submit>[1]) =>
    chosen.requireAny(MESSAGES.chooseAnyAnimation) &&
    submit({ eventId: event.id, brust_gif: toBurstGifList(chosen.items) }, intent, (reply) => reply.galleryItems);
  return (
    <OptionStepForm
      title="3 in 1 Fast"
      description="A quick burst of photos played back as one animation."
      {...step}
      onSubmit={onSubmit}
    >
      <LibraryChooser
        heading="Chosen styles"
        openLabel="Open Library"
        onOpen={picker.open}
        emptyText="No Animation Selected."
        error={chosen.error}
      >
        {chosen.items.map((item) => {
          const label = burstLabel(item.brust_gif_id);
          return (
            <ChosenItemCard
              key={item.brust_gif_id}
              label={label}
              preview={<LibraryThumb src={item.photo} />}
              onRemove={() => chosen.remove(item.brust_gif_id)}
              actions={<SettingsButton label={label} onClick={() => setSettingsOf(item.brust_gif_id)} />}
            >
              <SettingsSummary settings={item.brust_gif_setting} />
            </ChosenItemCard>
          );
        })}
      </LibraryChooser>
      <LibraryModal title="3-in-1 Fast" {...picker.modal} />
      <CaptureSettingsModal<BurstGifSettings>
        item={editing ? { label: burstLabel(editing.brust_gif_id), settings: editing.brust_gif_setting } : null}
        shape={BURST_SETTINGS_SHAPE}
        onClose={() => setSettingsOf(null)}
        onSave={(brust_gif_setting) =>
          editing && chosen.update(editing.brust_gif_id, (item) => ({ ...item, brust_gif_setting }))
        }
      />
    </OptionStepForm>
  );
}
