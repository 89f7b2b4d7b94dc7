import type { ColorFilterItem, EventFilter } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { ChosenTiles } from '../../common/library/components/chosen-tiles';
import { LibraryModal } from '../../common/library/components/library-modal';
import { useChosenItems } from '../../common/library/hooks/use-chosen-items';
import { useLibraryPicker } from '../../common/library/hooks/use-library-picker';
import { OptionStepForm } from '../../common/option-step-form';
import type { OptionStepProps } from '../../common/option-step-page';
import { useOptionSave } from '../../common/use-option-save';
import { useColorFilters } from '../api/get-color-filters';
import { saveFilters } from '../api/save-filters';
import { FilterSwatch } from './filter-swatch';

const FORM_TEXTS = {
  title: 'Filters',
  description: 'Colour looks guests can give their photos. Each preview shows the filter on a sample photo.',
};
const TILES = { heading: 'Chosen filters', openLabel: 'Open Filter Library', emptyText: MESSAGES.noFilterSelected };

const newFilterItem = (filter: ColorFilterItem): EventFilter => ({
  id: filter.id,
  color_filter_id: filter.id,
  name: filter.name,
  filter_photo: filter.filter_photo,
  filter_url: filter.filter_url,
});

/** Filters: the wizard step `/event/filter` and its edit screen. */
export function FiltersStep({ mode, event }: OptionStepProps) {
  const { submit, ...step } = useOptionSave('filters', mode, saveFilters(event.id));
  const library = useColorFilters();
  const chosen = useChosenItems<EventFilter>(event.filter, (item) => item.color_filter_id);
  const filters = library.data?.filterColor;
  const byId = new Map(filters?.map((filter) => [filter.id, filter]));
  const picker = useLibraryPicker(chosen, library, filters && [{ label: 'Filters', items: filters }], {
    choice: (filter) => ({
      label: filter.name,
      preview: <FilterSwatch matrix={filter.matrix} fallbackSrc={filter.filter_photo} label={filter.name} />,
    }),
    chosen: newFilterItem,
  });

  return (
    <OptionStepForm {...FORM_TEXTS} {...step} onSubmit={(intent) => submit(chosen.ids, intent, chosen.draftValue)}>
      <ChosenTiles
        texts={TILES}
        onOpen={picker.open}
        chosen={chosen}
        preview={(item) => (
          <FilterSwatch
            matrix={byId.get(item.color_filter_id)?.matrix}
            fallbackSrc={item.filter_photo}
            label={item.name}
          />
        )}
      />
      <LibraryModal title="Filter Library" {...picker.modal} />
    </OptionStepForm>
  );
}
