/** The members page's calls: the team, invitations, role changes and removals. */
import { queryKeyOf } from '@boothdeck/client';
import { type TeamRole, teamEndpoints } from '@boothdeck/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';

/** Every change to the team invalidates the list under this key. */
export const TEAM_KEY = queryKeyOf(teamEndpoints.list);

export function useTeam() {
  return useQuery({ queryKey: TEAM_KEY, queryFn: ({ signal }) => call(teamEndpoints.list, { signal }) });
}

type RoleChoice = { role: TeamRole; event_ids: number[] };

function useTeamChange<Input>(send: (input: Input) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEAM_KEY }),
  });
}

export const useInvite = () =>
  useTeamChange((body: RoleChoice & { email: string }) => call(teamEndpoints.invite, { body }));

export const useChangeRole = () =>
  useTeamChange(({ id, ...body }: RoleChoice & { id: number }) => call(teamEndpoints.update, { params: { id }, body }));

export const useRemoveMember = () => useTeamChange((id: number) => call(teamEndpoints.remove, { params: { id } }));

export const useWithdrawInvitation = () =>
  useTeamChange((id: number) => call(teamEndpoints.revokeInvitation, { params: { id } }));
