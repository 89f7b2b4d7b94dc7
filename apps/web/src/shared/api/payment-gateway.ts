import { queryKeyOf } from '@boothdeck/client';
import {
  type DataCaptureCheckoutBody,
  type EventCheckoutBody,
  type MembershipCheckoutBody,
  paymentEndpoints,
} from '@boothdeck/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from './api-client';

/** Which payment gateway the server runs: simulated or real, card form or hosted checkout. It does not change while the server runs. */
export function usePaymentGateway() {
  return useQuery({
    queryKey: queryKeyOf(paymentEndpoints.gateway),
    queryFn: ({ signal }) => call(paymentEndpoints.gateway, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

type MembershipCheckoutInput = { body: MembershipCheckoutBody; idempotencyKey?: string };

/** Starts the hosted checkout of a paid package; the reply is the page's address. */
export function useMembershipCheckout() {
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: MembershipCheckoutInput) =>
      call(paymentEndpoints.membershipCheckout, { body, headers: { 'idempotency-key': idempotencyKey } }),
  });
}

type DataCaptureCheckoutInput = { body: DataCaptureCheckoutBody; idempotencyKey?: string };

/** Starts the hosted checkout of the Data Capture add-on; the reply is the page's address. */
export function useDataCaptureCheckout() {
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: DataCaptureCheckoutInput) =>
      call(paymentEndpoints.dataCaptureCheckout, { body, headers: { 'idempotency-key': idempotencyKey } }),
  });
}

type EventCheckoutInput = { body: EventCheckoutBody; idempotencyKey?: string };

/** Starts the hosted checkout of one event's device; the reply is the page's address. */
export function useEventCheckout() {
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: EventCheckoutInput) =>
      call(paymentEndpoints.eventCheckout, { body, headers: { 'idempotency-key': idempotencyKey } }),
  });
}
