import { type EventPaymentBody, eventEndpoints } from '@boothdeck/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';

type PayForEventInput = { body: EventPaymentBody; idempotencyKey: string };

/** Buys the chosen device for a single-package event; the key makes a resent attempt charge once. */
export function payForEvent({ body, idempotencyKey }: PayForEventInput) {
  return call(eventEndpoints.pay, { body, headers: { 'idempotency-key': idempotencyKey } });
}

export function usePayForEvent() {
  return useMutation({ mutationFn: payForEvent });
}
