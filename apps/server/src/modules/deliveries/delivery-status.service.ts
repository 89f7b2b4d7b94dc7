/**
 * An event's deliveries as its organiser sees them: how many messages are in each status, the
 * failed ones with the provider's reason, and sending failed ones again through the same job.
 */
import {
  DELIVERY_MESSAGES,
  type DeliveryFailure,
  type DeliveryStatus,
  type EventDeliveriesReply,
  type ResendReply,
} from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { AppError } from '../../shared/app-error.ts';
import { nowIso } from '../../shared/clock.ts';
import type { EventAccess } from '../events/index.ts';
import type { DeliveryRow } from './deliveries.repository.ts';
import type { DeliveryService } from './delivery.service.ts';
import type { DeliveryStatusRepository, FailureRow } from './delivery-status.repository.ts';

type Dependencies = {
  repository: DeliveryStatusRepository;
  deliveries: Pick<DeliveryService, 'redeliver'>;
  events: Pick<EventAccess, 'ownedEvent'>;
};

/** A row's status: its state, told apart once sent by what the guest's side reported. */
const statusOf = (state: DeliveryRow['state'], openedAt: string | null): DeliveryStatus =>
  state === 'sending' ? 'queued' : state === 'sent' && openedAt ? 'opened' : state;

const failureOf = (row: FailureRow): DeliveryFailure => ({
  id: row.id,
  channel: row.channel === 'sms' ? 'sms' : 'email',
  purpose: row.purpose,
  recipient: row.recipient ?? '',
  reason: row.failure_reason ?? '',
  attempts: row.attempts,
  failed_at: row.updated_at ?? row.created_at,
  fallback:
    row.fallback_id === null || row.fallback_state === null
      ? null
      : {
          id: row.fallback_id,
          recipient: row.fallback_recipient ?? '',
          status: statusOf(row.fallback_state, row.fallback_opened_at),
        },
});

export function createDeliveryStatusService({ repository, deliveries, events }: Dependencies) {
  const requireOwnedEvent = async (userId: number, eventId: number) => {
    if (!(await events.ownedEvent(userId, eventId))) throw new AppError('not_found', MESSAGES.notFound);
  };

  return {
    async eventDeliveries(userId: number, eventId: number): Promise<EventDeliveriesReply> {
      await requireOwnedEvent(userId, eventId);
      const counts = { queued: 0, sent: 0, delivered: 0, opened: 0, failed: 0, unknown: 0 };
      for (const row of await repository.countByState(eventId)) {
        if (row.state === 'sent') {
          counts.opened += row.opened;
          counts.delivered += row.delivered;
          counts.sent += row.total - row.opened - row.delivered;
        } else {
          counts[statusOf(row.state, null) as Exclude<DeliveryStatus, 'opened' | 'delivered' | 'sent'>] += row.total;
        }
      }
      return { counts, failures: (await repository.failures(eventId)).map(failureOf) };
    },

    /** One failed message again; someone else's or another event's is a 404, one not failed a 409. */
    async resendOne(userId: number, eventId: number, deliveryId: number): Promise<ResendReply> {
      await requireOwnedEvent(userId, eventId);
      if (!(await repository.findOfEvent(eventId, deliveryId))) throw new AppError('not_found', MESSAGES.notFound);
      const taken = await repository.requeueFailed(eventId, deliveryId, nowIso());
      if (taken.length === 0) throw new AppError('conflict', DELIVERY_MESSAGES.notFailed);
      await deliveries.redeliver(taken);
      return { message: DELIVERY_MESSAGES.resent, resent: taken.length };
    },

    async resendFailed(userId: number, eventId: number): Promise<ResendReply> {
      await requireOwnedEvent(userId, eventId);
      const taken = await repository.requeueFailed(eventId, undefined, nowIso());
      await deliveries.redeliver(taken);
      return { message: DELIVERY_MESSAGES.resentAll, resent: taken.length };
    },
  };
}

export type DeliveryStatusService = ReturnType<typeof createDeliveryStatusService>;
