import type { GifSettingItem, GifSettings } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { useState } from 'react';
import { gifLabel } from '@/shared/lib/option-choices';
import { OptionStepForm } from '../../common/option-step-form';
import type { OptionStepProps } from '../../common/option-step-page';
import { useOptionSave } from '../../common/use-option-save';
import { CaptureSettingsModal, SettingsSummary } from '../../library/components/capture-settings-modal';
import { ChosenItemCard } from '../../library/components/chosen-item-card';
import { CustomFrameControl } from '../../library/components/custom-frame-control';
import { CustomFrameModal } from '../../library/components/custom-frame-modal';
import { SettingsButton } from '../../library/components/item-action-button';
import { LibraryChooser } from '../../library/components/library-chooser';
import { LibraryModal } from '../../library/components/library-modal';
import { LibraryThumb } from '../../library/components/library-thumb';
import { useChosenItems } from '../../library/hooks/use-chosen-items';
import { useCustomFrames } from '../../library/hooks/use-custom-frames';
import { useLibraryPicker } from '../../library/hooks/use-library-picker';
import { useGifList } from '../api/get-gif-list';
import { saveGifSettings } from '../api/save-gif-settings';
import { GIF_SETTINGS_SHAPE, newGifItem, toGifSettingList } from '../gif-items';

const PLACE = { path: '/event/gif', option: 'gif', draftKey: 'event_gif' } as const;

/** 3 in 1 Animation: the wizard step `/event/gif` and its edit screen. */
export function GifStep({ mode, event }: OptionStepProps) {
  const { submit, ...step } = useOptionSave(PLACE, mode, saveGifSettings);
  const library = useGifList();
  const chosen = useChosenItems<GifSettingItem>(event.gif_gallery, (item) => item.gif_id);
  const [settingsOf, setSettingsOf] = useState<number | null>(null);
  const frames = useCustomFrames('gif', (gifId, custom_frame) =>
    chosen.update(gifId, (item) => ({ ...item, gif: { ...item.gif, custom_frame } })),
  );
  const gifs = library.data?.gifList;
  const picker = useLibraryPicker(chosen, library, gifs && [{ label: 'Animations', items: gifs }], {
    choice: (gif) => ({ label: gifLabel(gif.id), preview: <LibraryThumb src={gif.photo} /> }),
    chosen: newGifItem,
  });
  const editing = chosen.items.find((item) => item.gif_id === settingsOf);

  const onSubmit = (intent: Parameters<typeof submit>[1]) =>
    chosen.requireAny(MESSAGES.chooseAnyAnimation) &&
    submit({ eventId: event.id, gif_setting: toGifSettingList(chosen.items) }, intent, (reply) => reply.gifSetting);

  return (
    <OptionStepForm
      title="3 in 1 Animation"
      description="Animations made of a few photos in a row; each has its own timing and may have a custom frame."
      {...step}
      onSubmit={onSubmit}
    >
      <LibraryChooser
        heading="Chosen animations"
        openLabel="Open Library"
        onOpen={picker.open}
        emptyText="No Animation Selected."
        error={chosen.error}
      >
        {chosen.items.map((item) => {
          const label = gifLabel(item.gif_id);
          return (
            <ChosenItemCard
              key={item.gif_id}
              label={label}
              preview={<LibraryThumb src={item.gif.preview_image} />}
              onRemove={() => chosen.remove(item.gif_id)}
              actions={
                <>
                  <SettingsButton label={label} onClick={() => setSettingsOf(item.gif_id)} />
                  <CustomFrameControl
                    label={label}
                    frame={item.gif.custom_frame[0]}
                    onUpload={() => frames.openUpload({ itemId: item.gif_id, label })}
                    onRemove={(frameId) => frames.remove(item.gif_id, frameId)}
                    isRemoving={frames.removingItemId === item.gif_id}
                  />
                </>
              }
            >
              <SettingsSummary settings={item.gif_settings} />
            </ChosenItemCard>
          );
        })}
      </LibraryChooser>
      <LibraryModal title="3 in 1 Animation Library" {...picker.modal} />
      <CaptureSettingsModal<GifSettings>
        item={editing ? { label: gifLabel(editing.gif_id), settings: editing.gif_settings } : null}
        shape={GIF_SETTINGS_SHAPE}
        onClose={() => setSettingsOf(null)}
        onSave={(gif_settings) => editing && chosen.update(editing.gif_id, (item) => ({ ...item, gif_settings }))}
      />
      <CustomFrameModal
        kind="gif"
        eventId={event.id}
        target={frames.target}
        onClose={frames.closeUpload}
        onUploaded={frames.onUploaded}
      />
    </OptionStepForm>
  );
}
