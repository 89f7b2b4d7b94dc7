/** The reading half of the events service: one event, a page of a list, the drafts. */
import type { Event, EventListReply, EventSummary, eventListQuerySchema } from '@boothdeck/contract';
import type { z } from 'zod';
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
      const from = rows.length > 0 ? (page - 1) * perPage + 1 : null;
      return {
        event: {
          data: rows.map((row) => eventSummaryOf(row, reply)),
          current_page: page,
          last_page: Math.max(1, Math.ceil(total / perPage)),
          total,
          per_page: perPage,
          from,
          to: from === null ? null : from + rows.length - 1,
        },
      };
    },

    async drafts(userId: number): Promise<EventSummary[]> {
      const reply = context();
      return (await repository.drafts(userId)).map((row) => eventSummaryOf(row, reply));
    },
  };
}
