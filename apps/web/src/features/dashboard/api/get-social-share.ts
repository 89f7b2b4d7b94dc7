import type { SocialShareReply } from '@boothdeck/contract';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/shared/api/api-client';

export function getSocialShare(signal?: AbortSignal): Promise<SocialShareReply> {
  return apiClient.get<SocialShareReply>('social-share', signal);
}

export function useSocialShare() {
  return useQuery({ queryKey: ['dashboard', 'social-share'], queryFn: ({ signal }) => getSocialShare(signal) });
}
