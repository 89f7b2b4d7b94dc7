/**
 * The check before someone leaves the guest screens for the operator's: when the organiser has
 * Exit From App on, their member PIN, asked of the server; offline (or with it off), the event's
 * admin password entered at set-up, checked against its hash kept on the device.
 */
import { ApiError } from '@boothdeck/client';
import { type SecretHash, verifySecret } from '../session/index.ts';

export type ExitCheckResult = 'valid' | 'wrong' | 'too-many';

type Dependencies = {
  exitApp: 0 | 1;
  passwordHash: SecretHash;
  /** Asks the server (`POST /booth/exit-pin`); rejects with a TypeError when offline. */
  checkPin: (pin: string) => Promise<boolean>;
};

export async function checkExitCode(code: string, { exitApp, passwordHash, checkPin }: Dependencies) {
  if (!/^\d{4}$/.test(code)) return 'wrong' satisfies ExitCheckResult;
  if (exitApp === 1) {
    try {
      return ((await checkPin(code)) ? 'valid' : 'wrong') satisfies ExitCheckResult;
    } catch (error) {
      if (error instanceof ApiError && error.status < 500)
        return (error.status === 429 ? 'too-many' : 'wrong') satisfies ExitCheckResult;
      // No answer from the server, or the server is down: fall back to the admin password kept on the device.
    }
  }
  return ((await verifySecret(code, passwordHash)) ? 'valid' : 'wrong') satisfies ExitCheckResult;
}

/** What the code is, to tell the operator. */
export const exitCodeLabel = (exitApp: 0 | 1, online: boolean) =>
  exitApp === 1
    ? online
      ? 'Enter the organiser’s Exit From App PIN.'
      : 'Offline: enter the event’s admin password (or the Exit From App PIN once the network is back).'
    : 'Enter the event’s admin password.';
