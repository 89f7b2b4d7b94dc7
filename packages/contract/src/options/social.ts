/**
 * The social step: guests' sharing to Instagram and Facebook and the message that goes with it.
 * Bodies use the original client's payload names; `:id` in an update path is the event's id.
 */
import { z } from 'zod';
import { flagSchema } from '../common.ts';
import { socialSchema } from '../option-settings.ts';
import { eventId, saved, text } from './fields.ts';
import { stepEndpoints } from './step-calls.ts';

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

export const socialEndpoints = stepEndpoints(
  { save: socialMediaBodySchema, update: socialUpdateBodySchema },
  socialReplySchema,
  {
    save: ['/social-media', 'Save the social step'],
    update: ['/event/social/update/:id', 'Update the social settings'],
  },
);
