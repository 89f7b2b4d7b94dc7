/**
 * The social step: guests' sharing to Instagram and Facebook and the message that goes with it.
 * Bodies use the spec's payload names; `:id` in an update path is the event's id.
 */
import { z } from 'zod';
import { flagSchema } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { socialSchema } from '../option-settings.ts';
import { eventId, eventParamsSchema, optionCall, saved, text } from './fields.ts';

export const socialMediaBodySchema = z.object({
  eventId,
  email_message: text(1000).optional().default(''),
  instagramToggle: flagSchema.optional().default(0),
  facebookToggle: flagSchema.optional().default(0),
});
export type SocialMediaBody = z.input<typeof socialMediaBodySchema>;

export const socialUpdateBodySchema = z.object({
  instagram: flagSchema.optional().default(0),
  client_facebook: flagSchema.optional().default(0),
  email_message: text(1000).optional().default(''),
});
export type SocialUpdateBody = z.input<typeof socialUpdateBodySchema>;

export const socialReplySchema = saved({ social: socialSchema });
export type SocialReply = z.infer<typeof socialReplySchema>;

export const socialEndpoints = {
  save: defineEndpoint({
    ...optionCall,
    method: 'POST',
    path: '/social-media',
    summary: 'Save the social step',
    body: socialMediaBodySchema,
    reply: socialReplySchema,
  }),
  update: defineEndpoint({
    ...optionCall,
    method: 'POST',
    path: '/event/social/update/:id',
    summary: 'Update the social settings',
    params: eventParamsSchema,
    body: socialUpdateBodySchema,
    reply: socialReplySchema,
  }),
};
