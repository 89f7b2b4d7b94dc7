import { accountSettingsEndpoints, type CheckPasswordBody, type UpdatePasswordBody } from '@boothdeck/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/shared/api/api-client';

export function useCheckPassword() {
  return useMutation({
    mutationFn: (body: CheckPasswordBody) => call(accountSettingsEndpoints.checkPassword, { body }),
  });
}

export function useUpdatePassword() {
  return useMutation({
    mutationFn: (body: UpdatePasswordBody) => call(accountSettingsEndpoints.updatePassword, { body }),
  });
}
