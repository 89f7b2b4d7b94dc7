/** An event's guest languages (GET and PUT event-languages/{id}). */
import { queryKeyOf } from '@boothdeck/client';
import { type EventLanguages, eventLanguageEndpoints } from '@boothdeck/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';

export function useEventLanguages(eventId: number) {
  return useQuery({
    queryKey: queryKeyOf(eventLanguageEndpoints.read, { params: { id: eventId } }),
    queryFn: ({ signal }) => call(eventLanguageEndpoints.read, { params: { id: eventId }, signal }),
    enabled: Number.isInteger(eventId) && eventId > 0,
  });
}

export function useSaveEventLanguages(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EventLanguages) => call(eventLanguageEndpoints.save, { params: { id: eventId }, body }),
    onSuccess: (reply) =>
      queryClient.setQueryData(queryKeyOf(eventLanguageEndpoints.read, { params: { id: eventId } }), reply),
  });
}
