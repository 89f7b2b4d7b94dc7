/** The events module's side of the option steps' port: the organiser's own event, or a 404. */
import { MESSAGES } from '@boothdeck/contract/messages';
import { AppError } from '../../shared/app-error.ts';
import type { EventOwnership } from '../options/index.ts';
import { parseFeatureFlags } from './event-flags.ts';
import type { EventsRepository } from './events.repository.ts';

export function createEventOwnership(repository: Pick<EventsRepository, 'findOwned' | 'namesOfOwned'>): EventOwnership {
  return {
    ownedEventIds: async (userId) => (await repository.namesOfOwned(userId)).map(({ id }) => id),

    async describeOwned(userId, eventId) {
      const event = await repository.findOwned(userId, eventId);
      if (!event) throw new AppError('not_found', MESSAGES.notFound);
      return {
        id: event.id,
        name: event.event_name,
        timeZone: event.time_zone,
        capturesData: parseFeatureFlags(event.features)?.data_capture === 1,
      };
    },
  };
}
