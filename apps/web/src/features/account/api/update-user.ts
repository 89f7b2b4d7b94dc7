import { accountSettingsEndpoints, type UpdateUserBody } from '@boothdeck/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';
import { useSessionStore } from '@/shared/session/session-store';

/** Saves the names; the header and the menu show the new ones at once. */
export function useUpdateUser() {
  return useMutation({
    mutationFn: (body: UpdateUserBody) => call(accountSettingsEndpoints.updateUser, { body }),
    onSuccess: ({ user }) => useSessionStore.getState().setUser(user),
  });
}
