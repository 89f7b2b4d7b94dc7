import type { EventProp } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { useState } from 'react';
import { OptionStepForm } from '../../common/option-step-form';
import type { OptionStepProps } from '../../common/option-step-page';
import { useOptionSave } from '../../common/use-option-save';
import { ChosenTile } from '../../library/components/chosen-tile';
import { LibraryChooser } from '../../library/components/library-chooser';
import { LibraryModal } from '../../library/components/library-modal';
import { LibraryThumb } from '../../library/components/library-thumb';
import { useChosenItems } from '../../library/hooks/use-chosen-items';
import { useProps } from '../api/get-props';
import { saveDigitalProps } from '../api/save-digital-props';

const PLACE = { path: '/event/digital-prop', option: 'digital_props', draftKey: 'digital_prop' } as const;

/** Digital Prop Settings: the wizard step `/event/digital-prop` and its edit screen. */
export function DigitalPropStep({ mode, event }: OptionStepProps) {
  const { submit, ...step } = useOptionSave(PLACE, mode, (propIds: number[], isUpdate) =>
    saveDigitalProps(event.id, propIds, isUpdate),
  );
  const library = useProps();
  const chosen = useChosenItems<EventProp>(event.digital_prop, (item) => item.prop_id);
  const [isLibraryOpen, setLibraryOpen] = useState(false);
  const categories = library.data?.prop_digital;

  const onSubmit = (intent: Parameters<typeof submit>[1]) => {
    if (chosen.items.length === 0) {
      chosen.setError(MESSAGES.chooseAnyLibrary);
      return;
    }
    submit(chosen.ids, intent, (reply) => reply.props);
  };

  return (
    <OptionStepForm
      title="Digital Prop Settings"
      description="Stickers guests can put on their photos: hats, glasses, moustaches and speech bubbles."
      {...step}
      onSubmit={onSubmit}
    >
      <LibraryChooser
        heading="Chosen props"
        openLabel="Open Prop Library"
        onOpen={() => setLibraryOpen(true)}
        emptyText={MESSAGES.noPropsSelected}
        error={chosen.error}
        layout="tiles"
      >
        {chosen.items.map((item) => (
          <ChosenTile
            key={item.prop_id}
            label={item.name}
            preview={<LibraryThumb src={item.photo_frame} />}
            onRemove={() => chosen.remove(item.prop_id)}
          />
        ))}
      </LibraryChooser>
      <LibraryModal
        title="Prop Library"
        opened={isLibraryOpen}
        onClose={() => setLibraryOpen(false)}
        groups={categories?.map((category) => ({
          label: category.category_name,
          items: category.prop.map((prop) => ({
            id: prop.id,
            label: prop.name,
            preview: <LibraryThumb src={prop.image} />,
          })),
        }))}
        isPending={library.isPending}
        error={library.error}
        selectedIds={chosen.ids}
        onSave={(ids) => {
          const byId = new Map(categories?.flatMap((category) => category.prop.map((prop) => [prop.id, prop])));
          chosen.choose(ids, (id) => {
            const prop = byId.get(id);
            return prop && { prop_id: prop.id, name: prop.name, photo_frame: prop.image };
          });
        }}
      />
    </OptionStepForm>
  );
}
