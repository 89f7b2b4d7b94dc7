/** The filters step: the chosen colour filters, in order. */
import {
  type EventFilter,
  eventFilterBodySchema,
  eventFilterReplySchema,
  eventParamsSchema,
  filterUpdateBodySchema,
} from '@boothdeck/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { libraryUrl } from '../libraries/libraries.service.ts';
import { type OptionsContext, savedMessage, uniqueBy, userIdOf } from './option-context.ts';
import { replies, security, tags } from './route-schema.ts';

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

export const filterRoutes: FastifyPluginAsyncZod<{ options: OptionsContext }> = async (app, { options }) => {
  async function save(userId: number, eventId: number, filterIds: number[]) {
    const event = await options.ownedEvent(userId, eventId);
    await options.requireLibraryItems('color_filters', filterIds, (index) => `option_filters.${index}`);
    const chosen = uniqueBy(filterIds, (id) => id);
    await options.choices.replaceFilters(event.id, chosen);
    return chosen.map((color_filter_id) => ({ color_filter_id }));
  }

  app.post(
    '/event-filter',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Save the filters step',
        body: eventFilterBodySchema,
        response: replies(eventFilterReplySchema),
      },
    },
    async (request) => {
      const filter = await save(userIdOf(request), request.body.eventId, request.body.option_filters);
      return { status: true as const, message: savedMessage('step'), filters: 'success' as const, filter };
    },
  );

  app.post(
    '/event/filter/update/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Update the chosen filters',
        params: eventParamsSchema,
        body: filterUpdateBodySchema,
        response: replies(eventFilterReplySchema),
      },
    },
    async (request) => {
      const filter = await save(userIdOf(request), request.params.id, request.body.option_filters);
      return { status: true as const, message: savedMessage('update'), filters: 'success' as const, filter };
    },
  );
};
