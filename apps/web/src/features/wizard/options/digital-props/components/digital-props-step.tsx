import type { EventProp } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { useProps } from '../../common/library/api/get-props';
import { ChosenTiles } from '../../common/library/components/chosen-tiles';
import { LibraryModal } from '../../common/library/components/library-modal';
import { LibraryThumb } from '../../common/library/components/library-thumb';
import { useChosenItems } from '../../common/library/hooks/use-chosen-items';
import { useLibraryPicker } from '../../common/library/hooks/use-library-picker';
import { OptionStepForm } from '../../common/option-step-form';
import type { OptionStepProps } from '../../common/option-step-page';
import { useOptionSave } from '../../common/use-option-save';
import { saveDigitalProps } from '../api/save-digital-props';

const TILES = { heading: 'Chosen props', openLabel: 'Open Prop Library', emptyText: MESSAGES.noPropsSelected };

/** Digital Prop Settings: the wizard step `/event/digital-prop` and its edit screen. */
export function DigitalPropsStep({ mode, event }: OptionStepProps) {
  const { submit, ...step } = useOptionSave('digital-props', mode, saveDigitalProps(event.id));
  const library = useProps();
  const chosen = useChosenItems<EventProp>(event.digital_prop, (item) => item.prop_id);
  const categories = library.data?.prop_digital;

  const picker = useLibraryPicker(
    chosen,
    library,
    categories?.map((category) => ({ label: category.category_name, items: category.prop })),
    {
      choice: (prop) => ({ label: prop.name, preview: <LibraryThumb src={prop.image} /> }),
      chosen: (prop) => ({ prop_id: prop.id, name: prop.name, photo_frame: prop.image }),
    },
  );

  const onSubmit = (intent: Parameters<typeof submit>[1]) =>
    chosen.requireAny(MESSAGES.chooseAnyLibrary) && submit(chosen.ids, intent, (reply) => reply.props);

  return (
    <OptionStepForm
      title="Digital Prop Settings"
      description="Stickers guests can put on their photos: hats, glasses, moustaches and speech bubbles."
      {...step}
      onSubmit={onSubmit}
    >
      <ChosenTiles
        texts={TILES}
        onOpen={picker.open}
        chosen={chosen}
        preview={(item) => <LibraryThumb src={item.photo_frame} />}
      />
      <LibraryModal title="Prop Library" {...picker.modal} />
    </OptionStepForm>
  );
}
