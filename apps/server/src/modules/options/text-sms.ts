/** The text messaging step: the SMS guests receive and the optional Google review request. */
import {
  eventParamsSchema,
  type TextMessage,
  textMessageSchema,
  textSmsBodySchema,
  textSmsReplySchema,
  textSmsUpdateBodySchema,
} from '@boothdeck/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { nowIso } from '../../shared/clock.ts';
import { type OptionsContext, parseDoc, type SettingDocs, savedMessage, userIdOf } from './option-context.ts';
import { replies, security, tags } from './route-schema.ts';

export const readTextMessage = (docs: SettingDocs): TextMessage | null =>
  parseDoc(docs.get('text_message'), textMessageSchema);

type TextSmsFields = z.output<typeof textSmsUpdateBodySchema>;

export const textSmsRoutes: FastifyPluginAsyncZod<{ options: OptionsContext }> = async (app, { options }) => {
  async function save(userId: number, eventId: number, body: TextSmsFields): Promise<TextMessage> {
    const event = await options.ownedEvent(userId, eventId, 'text_messaging');
    const textMessage: TextMessage = {
      text_message: body.text_message,
      google_review_link: body.google_review_link ?? '',
      google_review_custom_message: body.google_review_custom_message ?? '',
      google_review_message_delay: body.google_review_message_delay,
      send: body.send,
      draft_status: body.draft_status,
    };
    await options.settings.put(event.id, 'text_message', JSON.stringify(textMessage), nowIso());
    return textMessage;
  }

  const reply = (textMessage: TextMessage, kind: 'step' | 'update') => ({
    status: true as const,
    message: savedMessage(kind, textMessage.draft_status),
    text_sms: { draft_status: textMessage.draft_status },
    text_message: textMessage,
  });

  app.post(
    '/text-sms',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Save the text messaging step',
        body: textSmsBodySchema,
        response: replies(textSmsReplySchema),
      },
    },
    async (request) => reply(await save(userIdOf(request), request.body.eventId, request.body), 'step'),
  );

  app.post(
    '/event/sms/update/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Update the text messaging settings',
        params: eventParamsSchema,
        body: textSmsUpdateBodySchema,
        response: replies(textSmsReplySchema),
      },
    },
    async (request) => reply(await save(userIdOf(request), request.params.id, request.body), 'update'),
  );
};
