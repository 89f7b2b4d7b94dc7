/**
 * The kiosk's API clients. Booth calls carry the token kept on the device; a 401 on them means
 * the token no longer works (event removed, admin password changed, event closed), so the
 * kiosk stops capturing and asks for the password again, keeping its queue.
 */
import { createApiClient } from '@boothdeck/client';
import { currentToken, markTokenRevoked } from './session-store.ts';

export const boothClient = createApiClient({
  token: currentToken,
  onUnauthorized: () => {
    void markTokenRevoked();
  },
});

/** Signing in: a 401 here is a wrong password, not a revoked session. */
export const signInClient = createApiClient();
