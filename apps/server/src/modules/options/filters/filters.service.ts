/** The filters step: the chosen colour filters, in order. */
import type { EventFilter } from '@boothdeck/contract';
import { libraryUrl } from '../../libraries/index.ts';
import type { OptionsContext } from '../option-context.ts';

export async function readFilters(options: OptionsContext, eventId: number): Promise<EventFilter[]> {
  const rows = await options.choices.filters(eventId);
  return rows.map((row) => ({
    id: row.color_filter_id,
    color_filter_id: row.color_filter_id,
    name: row.name,
    filter_photo: libraryUrl(row.photo_file),
    filter_url: libraryUrl(row.chart_file),
  }));
}

export function createFilterService(options: OptionsContext) {
  return {
    async save(userId: number, eventId: number, filterIds: number[]) {
      const fieldOf = (index: number) => `option_filters.${index}`;
      const choice = { table: 'color_filters', items: filterIds, idOf: (id: number) => id, fieldOf } as const;
      const { chosen } = await options.replaceChosen(userId, eventId, choice, options.choices.replaceFilters);
      return chosen.map((color_filter_id) => ({ color_filter_id }));
    },
  };
}
