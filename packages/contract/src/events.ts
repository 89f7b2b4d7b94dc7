/**
 * Events: the wizard's calls (event-info, event-feature, event-option, event/store), the
 * lists, details, duplicate and remove. The schemas live in event-wizard.ts, event-list.ts and
 * event-lifecycle.ts.
 */
import { z } from 'zod';
import { idempotencyHeadersSchema, idSchema } from './common.ts';
import { bodyLimitForImage, defineEndpoint, refusalReplySchema } from './endpoint.ts';
import { EVENT_IMAGE_MAX_BYTES } from './event-constants.ts';
import {
  duplicateEventBodySchema,
  eventPaymentBodySchema,
  eventPaymentReplySchema,
  eventStoreReplySchema,
  removeEventBodySchema,
  removeEventReplySchema,
} from './event-lifecycle.ts';
import {
  continueDraftQuerySchema,
  draftListReplySchema,
  eventListQuerySchema,
  eventListReplySchema,
  eventReplySchema,
} from './event-list.ts';
import {
  eventFeatureBodySchema,
  eventFeatureReplySchema,
  eventInfoBodySchema,
  eventInfoReplySchema,
  eventOptionBodySchema,
  eventOptionReplySchema,
} from './event-wizard.ts';
import { paymentDeclinedReplySchema } from './packages.ts';
import { ROLES } from './roles.ts';

// ——— The calls ———
/** Every event call is an organiser's, on that organiser's own events. */
const eventCall = { caller: 'organiser', tag: 'events' } as const;
/** Calls on one event, which a plan may refuse for what it lacks. */
const oneEventCall = { ...eventCall, failures: { 403: refusalReplySchema } } as const;
const paidEventCall = { ...eventCall, failures: { 402: paymentDeclinedReplySchema, 403: refusalReplySchema } } as const;

const eventList = (path: string, which: string) =>
  defineEndpoint({
    ...eventCall,
    method: 'GET',
    path,
    roles: ROLES.staff,
    summary: `One page of the ${which} events`,
    query: eventListQuerySchema,
    reply: eventListReplySchema,
  });

const eventRemoval = (path: string, summary: string) =>
  defineEndpoint({
    ...oneEventCall,
    method: 'POST',
    path,
    roles: ROLES.managers,
    eventIn: { in: 'body', name: 'event_id' },
    summary,
    body: removeEventBodySchema,
    reply: removeEventReplySchema,
  });

export const eventEndpoints = {
  saveInfo: defineEndpoint({
    ...oneEventCall,
    method: 'POST',
    path: '/event-info',
    roles: ROLES.managers,
    eventIn: { in: 'body', name: 'eventId' },
    needsPackage: true,
    summary: 'Creates the draft event, or updates its information and image',
    body: eventInfoBodySchema,
    reply: eventInfoReplySchema,
    bodyLimit: bodyLimitForImage(EVENT_IMAGE_MAX_BYTES),
  }),
  saveFeature: defineEndpoint({
    ...oneEventCall,
    method: 'POST',
    path: '/event-feature',
    roles: ROLES.managers,
    eventIn: { in: 'body', name: 'eventId' },
    summary: "Saves the draft's features",
    body: eventFeatureBodySchema,
    reply: eventFeatureReplySchema,
  }),
  saveOptions: defineEndpoint({
    ...oneEventCall,
    method: 'POST',
    path: '/event-option',
    roles: ROLES.managers,
    eventIn: { in: 'body', name: 'eventId' },
    summary: "Saves the draft's options and admin password",
    body: eventOptionBodySchema,
    reply: eventOptionReplySchema,
  }),
  finalise: defineEndpoint({
    ...paidEventCall,
    method: 'POST',
    path: '/event/store/:eventId',
    roles: ROLES.managers,
    eventIn: { in: 'params', name: 'eventId' },
    needsPackage: true,
    summary: 'Turns the draft into an event; a single-package event must be paid first',
    params: z.object({ eventId: idSchema }),
    reply: eventStoreReplySchema,
  }),
  pay: defineEndpoint({
    ...paidEventCall,
    method: 'POST',
    path: '/event-payment',
    roles: ROLES.owner,
    summary: "Pays for a single-package event's device; a repeated Idempotency-Key charges once",
    headers: idempotencyHeadersSchema,
    body: eventPaymentBodySchema,
    reply: eventPaymentReplySchema,
  }),
  liveEvents: eventList('/live-event', 'live'),
  upcomingEvents: eventList('/upcoming-event', 'upcoming'),
  pastEvents: eventList('/past-event', 'past'),
  drafts: defineEndpoint({
    ...eventCall,
    method: 'GET',
    path: '/draft-event',
    roles: ROLES.managers,
    summary: 'Every draft',
    reply: draftListReplySchema,
  }),
  continueDraft: defineEndpoint({
    ...oneEventCall,
    method: 'GET',
    path: '/continue/draft-event',
    roles: ROLES.managers,
    eventIn: { in: 'query', name: 'eventId' },
    summary: 'A draft with everything saved so far, to carry on with the wizard',
    query: continueDraftQuerySchema,
    reply: eventReplySchema,
  }),
  show: defineEndpoint({
    ...oneEventCall,
    method: 'GET',
    path: '/show-event/:id',
    roles: ROLES.staff,
    eventIn: { in: 'params', name: 'id' },
    summary: "One event with every option step's settings",
    params: z.object({ id: idSchema }),
    reply: eventReplySchema,
  }),
  duplicate: defineEndpoint({
    ...oneEventCall,
    method: 'POST',
    path: '/duplicate/event',
    roles: ROLES.managers,
    eventIn: { in: 'body', name: 'event_id' },
    needsPackage: true,
    summary: 'Copies an event under a new name and dates',
    body: duplicateEventBodySchema,
    reply: eventReplySchema,
  }),
  remove: eventRemoval('/delete/event', 'Removes an event'),
  removeDraft: eventRemoval('/delete/draft-event', 'Removes a draft'),
};
