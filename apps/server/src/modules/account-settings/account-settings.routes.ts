/** /api/v1 calls of the account pages: update/user, the password change and the member settings. */
import { accountSettingsEndpoints as calls } from '@boothdeck/contract';
import { type HandledEndpoint, handle } from '../../plugins/endpoints.ts';
import type { AccountSettingsService } from './account-settings.service.ts';

export const accountSettingsEndpoints = (service: AccountSettingsService): HandledEndpoint[] => [
  handle(calls.updateUser, ({ caller, body }) => service.updateNames(caller, body)),
  handle(calls.checkPassword, ({ caller, body }) => service.checkPassword(caller, body)),
  handle(calls.updatePassword, ({ caller, body }) => service.updatePassword(caller, body)),
  handle(calls.passwordChange, ({ caller, body }) => service.changePassword(caller, body)),
  handle(calls.memberSettings, async ({ caller }) => ({
    memberSettings: await service.memberSettings(caller.user.id),
  })),
  handle(calls.saveMemberSettings, ({ caller, body }) => service.saveMemberSettings(caller.user.id, body)),
];
