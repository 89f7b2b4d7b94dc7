import type { BurstGifSettingItem } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { OptionStepForm } from '../../common/option-step-form';
import type { OptionStepProps } from '../../common/option-step-page';
import { useOptionSave } from '../../common/use-option-save';
import { ChosenAnimations } from '../../library/components/chosen-animations';
import { LibraryModal } from '../../library/components/library-modal';
import { LibraryThumb } from '../../library/components/library-thumb';
import { useChosenItems } from '../../library/hooks/use-chosen-items';
import { useLibraryPicker } from '../../library/hooks/use-library-picker';
import { useBurstGifs } from '../api/get-burst-gifs';
import { saveBurstGifs } from '../api/save-burst-gifs';
import { BURST_ANIMATION, newBurstItem, toBurstGifList } from '../burst-items';

const PLACE = { path: '/event/brust-gif', option: 'brust_gif', draftKey: 'burst_gifs' } as const;

/** 3 in 1 Fast: the wizard step `/event/brust-gif` and its edit screen. */
export function BurstGifStep({ mode, event }: OptionStepProps) {
  const { submit, ...step } = useOptionSave(PLACE, mode, saveBurstGifs);
  const library = useBurstGifs();
  const chosen = useChosenItems<BurstGifSettingItem>(event.brust_gif_gallery, (item) => item.brust_gif_id);

  const styles = library.data?.allGifs;
  const picker = useLibraryPicker(chosen, library, styles && [{ label: 'Styles', items: styles }], {
    choice: (style) => ({ label: style.name, preview: <LibraryThumb src={style.photo} /> }),
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
      <ChosenAnimations heading="Chosen styles" onOpen={picker.open} chosen={chosen} animation={BURST_ANIMATION} />
      <LibraryModal title="3-in-1 Fast" {...picker.modal} />
    </OptionStepForm>
  );
}
