/** The digital props step: the chosen props, in order. */
import type { EventProp } from '@boothdeck/contract';
import { libraryUrl } from '../../libraries/libraries.service.ts';
import type { OptionsContext } from '../option-context.ts';

export async function readProps(options: OptionsContext, eventId: number): Promise<EventProp[]> {
  const rows = await options.choices.props(eventId);
  return rows.map((row) => ({ prop_id: row.prop_id, photo_frame: libraryUrl(row.image_file) }));
}

export function createDigitalPropService(options: OptionsContext) {
  return {
    async save(userId: number, eventId: number, propIds: number[]): Promise<EventProp[]> {
      const event = await options.ownedEvent(userId, eventId);
      const chosen = await options.chosenFromLibrary(
        'props',
        propIds,
        (id) => id,
        (index) => `digital_prop_frame.${index}`,
      );
      await options.choices.replaceProps(event.id, chosen);
      return readProps(options, event.id);
    },
  };
}
