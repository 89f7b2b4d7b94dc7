/**
 * /api/v1 event calls: the wizard (event-info, event-feature, event-option, event/store,
 * event-payment), the lists (live, upcoming, past, draft), details, continue, duplicate and
 * removal. Every call needs a signed-in organiser and sees only that organiser's events.
 */
import {
  continueDraftQuerySchema,
  draftListReplySchema,
  duplicateEventBodySchema,
  EVENT_IMAGE_MAX_BYTES,
  errorReplySchema,
  eventFeatureBodySchema,
  eventFeatureReplySchema,
  eventInfoBodySchema,
  eventInfoReplySchema,
  eventListQuerySchema,
  eventListReplySchema,
  eventOptionBodySchema,
  eventOptionReplySchema,
  eventPaymentBodySchema,
  eventPaymentReplySchema,
  eventReplySchema,
  eventStoreReplySchema,
  idSchema,
  paymentDeclinedReplySchema,
  removeEventBodySchema,
  removeEventReplySchema,
  validationErrorReplySchema,
} from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInAccount } from '../../platform/auth/authenticate.ts';
import { idempotencyHeadersSchema } from '../../platform/payments/idempotency-key.ts';
import type { EventPaymentService } from './event-payment.service.ts';
import type { ListedState } from './event-state.ts';
import type { EventsService } from './events.service.ts';

const tags = ['events'];
const security = [{ bearer: [] }];

/** 403 'Upgrade your package' names the options the plan lacks. */
const refusalReplySchema = errorReplySchema.extend({ errors: z.record(z.string(), z.array(z.string())).optional() });
const failures = { 403: refusalReplySchema, 404: errorReplySchema, 422: validationErrorReplySchema };

/** The event image travels inside the JSON as base64, a third larger than the file. */
const EVENT_INFO_BODY_LIMIT = Math.ceil((EVENT_IMAGE_MAX_BYTES * 4) / 3) + 256 * 1024;

const LISTS: [string, ListedState][] = [
  ['/live-event', 'live'],
  ['/upcoming-event', 'upcoming'],
  ['/past-event', 'past'],
];

type Options = { events: EventsService; payments: EventPaymentService };

export const eventsRoutes: FastifyPluginAsyncZod<Options> = async (app, { events, payments }) => {
  const userId = (request: Parameters<typeof signedInAccount>[0]) => signedInAccount(request).user.id;

  app.post(
    '/event-info',
    {
      onRequest: app.authenticate,
      bodyLimit: EVENT_INFO_BODY_LIMIT,
      schema: { tags, security, body: eventInfoBodySchema, response: { 200: eventInfoReplySchema, ...failures } },
    },
    (request) => events.saveInfo(userId(request), request.body),
  );

  app.post(
    '/event-feature',
    {
      onRequest: app.authenticate,
      schema: { tags, security, body: eventFeatureBodySchema, response: { 200: eventFeatureReplySchema, ...failures } },
    },
    (request) => events.saveFeature(userId(request), request.body),
  );

  app.post(
    '/event-option',
    {
      onRequest: app.authenticate,
      schema: { tags, security, body: eventOptionBodySchema, response: { 200: eventOptionReplySchema, ...failures } },
    },
    (request) => events.saveOptions(userId(request), request.body),
  );

  app.post(
    '/event/store/:eventId',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        params: z.object({ eventId: idSchema }),
        response: { 200: eventStoreReplySchema, 402: paymentDeclinedReplySchema, ...failures },
      },
    },
    (request) => events.finalise(userId(request), request.params.eventId),
  );

  app.post(
    '/event-payment',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        headers: idempotencyHeadersSchema,
        body: eventPaymentBodySchema,
        response: { 200: eventPaymentReplySchema, 402: paymentDeclinedReplySchema, ...failures },
      },
    },
    (request) => payments.pay(signedInAccount(request).user, request.body, request.headers['idempotency-key']),
  );

  for (const [path, state] of LISTS) {
    app.get(
      path,
      {
        onRequest: app.authenticate,
        schema: { tags, security, querystring: eventListQuerySchema, response: { 200: eventListReplySchema } },
      },
      (request) => events.list(userId(request), state, request.query),
    );
  }

  app.get(
    '/draft-event',
    { onRequest: app.authenticate, schema: { tags, security, response: { 200: draftListReplySchema } } },
    async (request) => ({ draft_product: await events.drafts(userId(request)) }),
  );

  app.get(
    '/continue/draft-event',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        querystring: continueDraftQuerySchema,
        response: { 200: eventReplySchema, ...failures },
      },
    },
    async (request) => ({ event: await events.continueDraft(userId(request), request.query.eventId) }),
  );

  app.get(
    '/show-event/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        params: z.object({ id: idSchema }),
        response: { 200: eventReplySchema, ...failures },
      },
    },
    async (request) => ({ event: await events.show(userId(request), request.params.id) }),
  );

  app.post(
    '/duplicate/event',
    {
      onRequest: app.authenticate,
      schema: { tags, security, body: duplicateEventBodySchema, response: { 200: eventReplySchema, ...failures } },
    },
    async (request) => ({ event: await events.duplicate(userId(request), request.body) }),
  );

  for (const [path, draftOnly] of [
    ['/delete/event', false],
    ['/delete/draft-event', true],
  ] as const) {
    app.post(
      path,
      {
        onRequest: app.authenticate,
        schema: { tags, security, body: removeEventBodySchema, response: { 200: removeEventReplySchema, ...failures } },
      },
      async (request) => {
        await events.remove(userId(request), request.body.event_id, { draftOnly });
        return { status: 'success' as const, message: MESSAGES.removed };
      },
    );
  }
};
