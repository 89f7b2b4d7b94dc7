import { type BoothCommandBody, fleetEndpoints } from '@boothdeck/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';
import { eventBoothsKey } from './get-event-booths';

export function useSendBoothCommand(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BoothCommandBody) => call(fleetEndpoints.sendCommand, { params: { id: eventId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventBoothsKey(eventId) }),
  });
}
