/** How long the event keeps its guest data, as its organiser sets it. */
import { queryKeyOf } from '@boothdeck/client';
import { dataRightsEndpoints as calls } from '@boothdeck/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';

export function useRetention(eventId: number) {
  return useQuery({
    queryKey: queryKeyOf(calls.retention, { params: { eventId } }),
    queryFn: ({ signal }) => call(calls.retention, { params: { eventId }, signal }),
  });
}

export function useSaveRetention(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (days: number | null) =>
      call(calls.saveRetention, { params: { eventId }, body: { retention_days: days } }),
    onSuccess: (reply) => queryClient.setQueryData(queryKeyOf(calls.retention, { params: { eventId } }), reply),
  });
}
