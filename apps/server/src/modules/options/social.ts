/** The social step: whether guests may share to Instagram and Facebook, and the message that goes with it. */
import {
  eventParamsSchema,
  type Social,
  socialMediaBodySchema,
  socialReplySchema,
  socialSchema,
  socialUpdateBodySchema,
} from '@boothdeck/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { nowIso } from '../../shared/clock.ts';
import { type OptionsContext, parseDoc, type SettingDocs, savedMessage, userIdOf } from './option-context.ts';
import { replies, security, tags } from './route-schema.ts';

export const readSocial = (docs: SettingDocs): Social | null => parseDoc(docs.get('social'), socialSchema);

const asText = (flag: 0 | 1) => (flag === 1 ? '1' : '0');

export const socialRoutes: FastifyPluginAsyncZod<{ options: OptionsContext }> = async (app, { options }) => {
  async function save(eventId: number, social: Social): Promise<Social> {
    await options.settings.put(eventId, 'social', JSON.stringify(social), nowIso());
    return social;
  }

  app.post(
    '/social-media',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Save the social step',
        body: socialMediaBodySchema,
        response: replies(socialReplySchema),
      },
    },
    async (request) => {
      const { body } = request;
      const event = await options.ownedEvent(userIdOf(request), body.eventId);
      const social = await save(event.id, {
        instagram: asText(body.instagramToggle),
        client_facebook: asText(body.facebookToggle),
        email_message: body.email_message,
      });
      return { status: true as const, message: savedMessage('step'), social };
    },
  );

  app.post(
    '/event/social/update/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Update the social settings',
        params: eventParamsSchema,
        body: socialUpdateBodySchema,
        response: replies(socialReplySchema),
      },
    },
    async (request) => {
      const { body } = request;
      const event = await options.ownedEvent(userIdOf(request), request.params.id);
      const social = await save(event.id, {
        instagram: asText(body.instagram),
        client_facebook: asText(body.client_facebook),
        email_message: body.email_message,
      });
      return { status: true as const, message: savedMessage('update'), social };
    },
  );
};
