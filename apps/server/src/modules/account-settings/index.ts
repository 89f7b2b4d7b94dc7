/**
 * Account settings: the organiser's names, password and member settings (the Exit From App PIN).
 * Booths use the PIN through `exitPin`.
 */
import type { User } from '@boothdeck/contract';
import type { PlatformServices } from '../../platform/platform-services.ts';
import type { RateLimitRule } from '../../platform/rate-limit/rate-limiter.ts';
import type { AccountMail } from '../account-mail/index.ts';
import type { AccountRecords, AccountRow } from '../accounts/index.ts';
import { createAccountSettingsRepository } from './account-settings.repository.ts';
import { accountSettingsEndpoints } from './account-settings.routes.ts';
import { createAccountSettingsService, OLD_PASSWORD_ATTEMPTS } from './account-settings.service.ts';
import { createExitPin } from './exit-pin.ts';

export type { AccountSettingsTables } from './account-settings.tables.ts';
export type { ExitPin } from './exit-pin.ts';

type Dependencies = Pick<PlatformServices, 'db' | 'rateLimiter' | 'passwords' | 'appUrl'> & {
  accountMail: AccountMail;
  accounts: AccountRecords;
  describe: (row: AccountRow) => Promise<User>;
};

/** The module's rate-limit rules at their production values (production-costs.test.ts pins them). */
export const RATE_LIMIT_RULES: readonly RateLimitRule[] = [OLD_PASSWORD_ATTEMPTS];

export function accountSettingsModule({ db, ...services }: Dependencies) {
  const repository = createAccountSettingsRepository(db);
  return {
    endpoints: accountSettingsEndpoints(createAccountSettingsService({ repository, ...services })),
    exitPin: createExitPin(repository),
  };
}
