import type { EventPaymentBody, eventPaymentReplySchema } from '@boothdeck/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/shared/api/api-client';
import type { ReplyOf } from '@/shared/api/reply-of';

export type EventPaymentReply = ReplyOf<typeof eventPaymentReplySchema>;

type PayForEventInput = { body: EventPaymentBody; idempotencyKey: string };

/** Buys the chosen device for a single-package event; the key makes a resent attempt charge once. */
export function payForEvent({ body, idempotencyKey }: PayForEventInput): Promise<EventPaymentReply> {
  return apiClient.post<EventPaymentReply>('event-payment', body, { 'Idempotency-Key': idempotencyKey });
}

export function usePayForEvent() {
  return useMutation({ mutationFn: payForEvent });
}
