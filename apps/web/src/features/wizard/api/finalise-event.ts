import { eventEndpoints } from '@boothdeck/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';
import { invalidateEventReads } from '@/shared/api/event-reads';

/** Turns the draft into a real event; single-package events must be paid first. */
export function finaliseEvent(eventId: number) {
  return call(eventEndpoints.finalise, { params: { eventId } });
}

export function useFinaliseEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finaliseEvent,
    onSuccess: () => invalidateEventReads(queryClient),
  });
}
