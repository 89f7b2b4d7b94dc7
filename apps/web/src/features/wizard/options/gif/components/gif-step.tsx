import type { GifSettingItem } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { OptionStepForm } from '../../common/option-step-form';
import type { OptionStepProps } from '../../common/option-step-page';
import { useOptionSave } from '../../common/use-option-save';
import { ChosenAnimations } from '../../library/components/chosen-animations';
import { CustomFrameControl } from '../../library/components/custom-frame-control';
import { CustomFrameModal } from '../../library/components/custom-frame-modal';
import { LibraryModal } from '../../library/components/library-modal';
import { LibraryThumb } from '../../library/components/library-thumb';
import { useChosenItems } from '../../library/hooks/use-chosen-items';
import { useCustomFrames } from '../../library/hooks/use-custom-frames';
import { useLibraryPicker } from '../../library/hooks/use-library-picker';
import { useGifList } from '../api/get-gif-list';
import { saveGifSettings } from '../api/save-gif-settings';
import { GIF_ANIMATION, newGifItem, toGifSettingList } from '../gif-items';

const PLACE = { path: '/event/gif', option: 'gif', draftKey: 'event_gif' } as const;

/** 3 in 1 Animation: the wizard step `/event/gif` and its edit screen. */
export function GifStep({ mode, event }: OptionStepProps) {
  const { submit, ...step } = useOptionSave(PLACE, mode, saveGifSettings);
  const library = useGifList();
  const chosen = useChosenItems<GifSettingItem>(event.gif_gallery, (item) => item.gif_id);
  const frames = useCustomFrames('gif', (gifId, custom_frame) =>
    chosen.update(gifId, (item) => ({ ...item, gif: { ...item.gif, custom_frame } })),
  );
  const gifs = library.data?.gifList;
  const picker = useLibraryPicker(chosen, library, gifs && [{ label: 'Animations', items: gifs }], {
    choice: (gif) => ({ label: gif.name, preview: <LibraryThumb src={gif.photo} /> }),
    chosen: newGifItem,
  });

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
      <ChosenAnimations
        heading="Chosen animations"
        onOpen={picker.open}
        chosen={chosen}
        animation={GIF_ANIMATION}
        actions={(item, label) => (
          <CustomFrameControl
            label={label}
            frame={item.gif.custom_frame[0]}
            onUpload={() => frames.openUpload({ itemId: item.gif_id, label })}
            onRemove={(frameId) => frames.remove(item.gif_id, frameId)}
            isRemoving={frames.removingItemId === item.gif_id}
          />
        )}
      />
      <LibraryModal title="3 in 1 Animation Library" {...picker.modal} />
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
