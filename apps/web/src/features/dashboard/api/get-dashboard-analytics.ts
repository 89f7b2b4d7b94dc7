import type { DashboardAnalyticsReply } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/shared/api/api-client';

export function getDashboardAnalytics(signal?: AbortSignal): Promise<DashboardAnalyticsReply> {
  return apiClient.get<DashboardAnalyticsReply>('dashboard-analytics', signal);
}

export function useDashboardAnalytics() {
  return useQuery({ queryKey: ['dashboard', 'analytics'], queryFn: ({ signal }) => getDashboardAnalytics(signal) });
}
