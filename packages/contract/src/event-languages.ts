/**
 * The organiser's choice of an event's guest languages: which it offers guests, its default, and
 * the organiser's own texts (share messages, consent, offer terms, form labels) in the others.
 */
import { z } from 'zod';
import { idSchema } from './common.ts';
import { defineEndpoint, refusalReplySchema } from './endpoint.ts';
import { eventLanguagesSchema } from './guest-language-schemas.ts';
import { ROLES } from './roles.ts';

export const eventLanguagesReplySchema = z.object({
  message: z.string(),
  languages: eventLanguagesSchema,
});
export type EventLanguagesReply = z.infer<typeof eventLanguagesReplySchema>;

export const EVENT_LANGUAGES_MESSAGES = { saved: 'Languages saved.', read: 'Languages.' } as const;

const languagesCall = {
  caller: 'organiser',
  roles: ROLES.managers,
  eventIn: { in: 'params', name: 'id' },
  tag: 'events',
  failures: { 403: refusalReplySchema },
} as const;

export const eventLanguageEndpoints = {
  read: defineEndpoint({
    ...languagesCall,
    method: 'GET',
    path: '/event-languages/:id',
    summary: "The event's guest languages, its default and the organiser's texts in each",
    params: z.object({ id: idSchema }),
    reply: eventLanguagesReplySchema,
  }),
  save: defineEndpoint({
    ...languagesCall,
    method: 'PUT',
    path: '/event-languages/:id',
    summary: "Sets the event's guest languages, its default and the organiser's texts in each",
    params: z.object({ id: idSchema }),
    body: eventLanguagesSchema,
    reply: eventLanguagesReplySchema,
  }),
};
