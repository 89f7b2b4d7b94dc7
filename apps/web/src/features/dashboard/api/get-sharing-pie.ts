import type { SharingPieReply } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/shared/api/api-client';

export function getSharingPie(signal?: AbortSignal): Promise<SharingPieReply> {
  return apiClient.get<SharingPieReply>('dashboard-graph/sharing-pie', signal);
}

export function useSharingPie() {
  return useQuery({ queryKey: ['dashboard', 'sharing-pie'], queryFn: ({ signal }) => getSharingPie(signal) });
}
