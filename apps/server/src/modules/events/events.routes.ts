/**
 * /api/v1 event calls: the wizard (event-info, event-feature, event-option, event/store,
 * event-payment), the lists (live, upcoming, past, draft), details, continue, duplicate and
 * removal. Every call sees only the signed-in organiser's events.
 */
import { eventEndpoints as calls, eventLanguageEndpoints, paymentEndpoints } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { type HandledEndpoint, handle } from '../../plugins/endpoints.ts';
import type { EventLanguagesService } from './event-languages.ts';
import type { EventPaymentService } from './event-payment.service.ts';
import type { EventsService } from './events.service.ts';

type Services = { events: EventsService; payments: EventPaymentService; languages: EventLanguagesService };

export const eventEndpoints = ({ events, payments, languages }: Services): HandledEndpoint[] => {
  const remove = async (userId: number, eventId: number, draftOnly: boolean) => {
    await events.remove(userId, eventId, { draftOnly });
    return { status: 'success' as const, message: MESSAGES.removed };
  };
  return [
    handle(calls.saveInfo, ({ caller, body }) => events.saveInfo(caller.user.id, body)),
    handle(calls.saveFeature, ({ caller, body }) => events.saveFeature(caller.user.id, body)),
    handle(calls.saveOptions, ({ caller, body }) => events.saveOptions(caller.user.id, body)),
    handle(calls.finalise, ({ caller, params }) => events.finalise(caller.user.id, params.eventId)),
    handle(calls.pay, ({ caller, body, headers }) => payments.pay(caller.user, body, headers['idempotency-key'])),
    handle(paymentEndpoints.eventCheckout, ({ caller, body, headers }) =>
      payments.checkout(caller.user, body, headers['idempotency-key']),
    ),
    handle(calls.liveEvents, ({ caller, query }) => events.list(caller.user.id, 'live', query)),
    handle(calls.upcomingEvents, ({ caller, query }) => events.list(caller.user.id, 'upcoming', query)),
    handle(calls.pastEvents, ({ caller, query }) => events.list(caller.user.id, 'past', query)),
    handle(calls.drafts, async ({ caller }) => ({ draft_product: await events.drafts(caller.user.id) })),
    handle(calls.continueDraft, async ({ caller, query }) => ({
      event: await events.continueDraft(caller.user.id, query.eventId),
    })),
    handle(calls.show, async ({ caller, params }) => ({ event: await events.show(caller.user.id, params.id) })),
    handle(calls.duplicate, async ({ caller, body }) => ({ event: await events.duplicate(caller.user.id, body) })),
    handle(calls.remove, ({ caller, body }) => remove(caller.user.id, body.event_id, false)),
    handle(calls.removeDraft, ({ caller, body }) => remove(caller.user.id, body.event_id, true)),
    handle(eventLanguageEndpoints.read, ({ caller, params }) => languages.read(caller.user.id, params.id)),
    handle(eventLanguageEndpoints.save, ({ caller, params, body }) => languages.save(caller.user.id, params.id, body)),
  ];
};
