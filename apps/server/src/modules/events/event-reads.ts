/** The reading half of the events service: one event, a page of a list, the drafts. */
import type { Event, EventListReply, EventSummary, eventListQuerySchema } from '@boothdeck/contract';
import type { z } from 'zod';
import { pageOf } from '../../shared/paging.ts';
import { eventOf, eventSummaryOf } from './event-reply.ts';
import type { EventServiceParts } from './event-service-parts.ts';
import type { ListedState } from './event-state.ts';

export function eventReads({ repository, context, ownedEvent, settingsOf }: EventServiceParts) {
  return {
    async show(userId: number, eventId: number): Promise<Event> {
      const event = await ownedEvent(userId, eventId);
      return eventOf(event, context(), await settingsOf(event));
    },

    async continueDraft(userId: number, eventId: number): Promise<Event> {
      const event = await ownedEvent(userId, eventId, 'draft');
      return eventOf(event, context(), await settingsOf(event));
    },

    async list(
      userId: number,
      state: ListedState,
      query: z.output<typeof eventListQuerySchema>,
    ): Promise<EventListReply> {
      const reply = context();
      const { page, per_page: perPage, search } = query;
      const { rows, total } = await repository.page(userId, { state, nowIso: reply.nowIso, search, page, perPage });
      return {
        event: pageOf(
          rows.map((row) => eventSummaryOf(row, reply)),
          { page, perPage, total },
        ),
      };
    },

    async drafts(userId: number): Promise<EventSummary[]> {
      const reply = context();
      return (await repository.drafts(userId)).map((row) => eventSummaryOf(row, reply));
    },
  };
}
