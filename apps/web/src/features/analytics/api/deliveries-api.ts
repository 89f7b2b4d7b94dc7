/** One event's deliveries: counts and failures, and sending failed messages again. */
import { queryKeyOf } from '@boothdeck/client';
import { deliveriesEndpoints } from '@boothdeck/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';

const deliveriesKey = (eventId: number) => queryKeyOf(deliveriesEndpoints.eventDeliveries, { params: { id: eventId } });

/** While a message is still queued (a resend, say), the panel asks again this often. */
export const DELIVERIES_REFRESH_MS = 3000;

export function useEventDeliveries(eventId: number) {
  return useQuery({
    queryKey: deliveriesKey(eventId),
    queryFn: ({ signal }) => call(deliveriesEndpoints.eventDeliveries, { params: { id: eventId }, signal }),
    refetchInterval: (query) => ((query.state.data?.counts.queued ?? 0) > 0 ? DELIVERIES_REFRESH_MS : false),
  });
}

/** Sends one failed message again (`deliveryId`), or every failed one (`undefined`). */
export function useResendDeliveries(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: number | undefined) =>
      deliveryId === undefined
        ? call(deliveriesEndpoints.resendFailed, { params: { id: eventId } })
        : call(deliveriesEndpoints.resendOne, { params: { id: eventId, deliveryId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveriesKey(eventId) }),
  });
}
