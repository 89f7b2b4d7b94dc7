/** The digital props step: the chosen props, in order. */
import {
  digitalPropBodySchema,
  digitalPropReplySchema,
  digitalPropUpdateBodySchema,
  type EventProp,
  eventParamsSchema,
} from '@boothdeck/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { libraryUrl } from '../libraries/libraries.service.ts';
import { type OptionsContext, savedMessage, uniqueBy, userIdOf } from './option-context.ts';
import { replies, security, tags } from './route-schema.ts';

export async function readProps(options: OptionsContext, eventId: number): Promise<EventProp[]> {
  const rows = await options.choices.props(eventId);
  return rows.map((row) => ({ prop_id: row.prop_id, photo_frame: libraryUrl(row.image_file) }));
}

export const digitalPropRoutes: FastifyPluginAsyncZod<{ options: OptionsContext }> = async (app, { options }) => {
  async function save(userId: number, eventId: number, propIds: number[]) {
    const event = await options.ownedEvent(userId, eventId);
    await options.requireLibraryItems('props', propIds, (index) => `digital_prop_frame.${index}`);
    await options.choices.replaceProps(
      event.id,
      uniqueBy(propIds, (id) => id),
    );
    return readProps(options, event.id);
  }

  app.post(
    '/digital-prop',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Save the digital props step',
        body: digitalPropBodySchema,
        response: replies(digitalPropReplySchema),
      },
    },
    async (request) => {
      const props = await save(userIdOf(request), request.body.eventId, request.body.digital_prop_frame);
      return { status: true as const, message: savedMessage('step'), digital_prop: 'success' as const, props };
    },
  );

  app.post(
    '/event/props/update/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Update the chosen digital props',
        params: eventParamsSchema,
        body: digitalPropUpdateBodySchema,
        response: replies(digitalPropReplySchema),
      },
    },
    async (request) => {
      const props = await save(userIdOf(request), request.params.id, request.body.digital_prop_frame);
      return { status: true as const, message: savedMessage('update'), digital_prop: 'success' as const, props };
    },
  );
};
