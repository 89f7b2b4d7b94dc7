/** The links that open an event's report: the list, making one and revoking one. */
import { queryKeyOf } from '@boothdeck/client';
import { clientReportEndpoints, type ReportLinkBody } from '@boothdeck/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';

const linksKey = (eventId: number) => queryKeyOf(clientReportEndpoints.links, { params: { id: eventId } });

export function useReportLinks(eventId: number) {
  return useQuery({
    queryKey: linksKey(eventId),
    queryFn: ({ signal }) => call(clientReportEndpoints.links, { params: { id: eventId }, signal }),
    select: (reply) => reply.links,
  });
}

export function useCreateReportLink(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportLinkBody) => call(clientReportEndpoints.createLink, { params: { id: eventId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linksKey(eventId) }),
  });
}

export function useRevokeReportLink(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: number) => call(clientReportEndpoints.revokeLink, { params: { id: eventId, linkId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linksKey(eventId) }),
  });
}
