import { queryKeyOf } from '@boothdeck/client';
import { type DataCapturePaymentBody, dataCapturePaymentEndpoints } from '@boothdeck/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';
import { useSessionStore } from '@/shared/session/session-store';

const OFFER_KEY = queryKeyOf(dataCapturePaymentEndpoints.offer);

/** The add-on's price and whether this member can buy it now. */
export function useDataCaptureOffer() {
  return useQuery({
    queryKey: OFFER_KEY,
    queryFn: ({ signal }) => call(dataCapturePaymentEndpoints.offer, { signal }),
  });
}

type BuyInput = { body: DataCapturePaymentBody; idempotencyKey: string };

/** Buys the add-on; the reply's user (data capture now on) becomes the session's user. */
export function useBuyDataCapture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: BuyInput) =>
      call(dataCapturePaymentEndpoints.pay, { body, headers: { 'idempotency-key': idempotencyKey } }),
    onSuccess: ({ user }) => {
      useSessionStore.getState().setUser(user);
      void queryClient.invalidateQueries({ queryKey: OFFER_KEY });
    },
  });
}
