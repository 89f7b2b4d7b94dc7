/**
 * The member PIN as a booth uses it: whether the organiser's booths ask for it before leaving
 * kiosk mode, and whether a PIN typed there is it. It is checked against the argon2id hash only
 * and opens nothing on the API.
 */
import { verifyPassword } from '../../platform/auth/passwords.ts';
import type { AccountSettingsRepository } from './account-settings.repository.ts';

export type ExitPin = ReturnType<typeof createExitPin>;

export function createExitPin(repository: Pick<AccountSettingsRepository, 'findMemberSettings'>) {
  /** The PIN's hash while Exit From App is on; none when it is off or no PIN was ever set. */
  async function activeHash(userId: number): Promise<string | undefined> {
    const row = await repository.findMemberSettings(userId);
    return row?.active_status === 1 && row.pin_hash ? row.pin_hash : undefined;
  }

  return {
    async isOn(userId: number): Promise<boolean> {
      return (await activeHash(userId)) !== undefined;
    },

    /** Only a PIN that is set, with the switch on, is right: with Exit From App off there is none to match. */
    async isRight(userId: number, pin: string): Promise<boolean> {
      const hash = await activeHash(userId);
      return hash !== undefined && (await verifyPassword(hash, pin));
    },
  };
}
