import { queryKeyOf } from '@boothdeck/client';
import { accountSettingsEndpoints, type SaveMemberSettingsBody } from '@boothdeck/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';

const MEMBER_SETTINGS_KEY = queryKeyOf(accountSettingsEndpoints.memberSettings);

export function useMemberSettings() {
  return useQuery({
    queryKey: MEMBER_SETTINGS_KEY,
    queryFn: ({ signal }) => call(accountSettingsEndpoints.memberSettings, { signal }),
  });
}

export function useSaveMemberSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveMemberSettingsBody) => call(accountSettingsEndpoints.saveMemberSettings, { body }),
    onSuccess: (reply) => queryClient.setQueryData(MEMBER_SETTINGS_KEY, { memberSettings: reply.memberSettings }),
  });
}
