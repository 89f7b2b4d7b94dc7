/** The digital props step: the chosen props, in order. */
import type { EventProp } from '@boothdeck/contract';
import { libraryUrl, propTitle } from '../../libraries/index.ts';
import type { OptionsContext } from '../option-context.ts';

export async function readProps(options: OptionsContext, eventId: number): Promise<EventProp[]> {
  const rows = await options.choices.props(eventId);
  return rows.map((row) => ({
    prop_id: row.prop_id,
    name: propTitle(row.name),
    photo_frame: libraryUrl(row.image_file),
  }));
}

export function createDigitalPropService(options: OptionsContext) {
  return {
    async save(userId: number, eventId: number, propIds: number[]): Promise<EventProp[]> {
      const fieldOf = (index: number) => `digital_prop_frame.${index}`;
      const choice = { table: 'props', items: propIds, idOf: (id: number) => id, fieldOf } as const;
      const { event } = await options.replaceChosen(userId, eventId, choice, options.choices.replaceProps);
      return readProps(options, event.id);
    },
  };
}
