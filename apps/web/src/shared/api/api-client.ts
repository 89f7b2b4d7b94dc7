/**
 * The web's API client: the shared client with the session's token. A 401 ends the session once
 * here for the whole app, then hands over to the app's handler (its router).
 */
import { createApiClient } from '@boothdeck/client';
import { endSession } from '@/shared/session/end-session';
import { useSessionStore } from '@/shared/session/session-store';

let handleUnauthorized: () => void = () => window.location.assign('/');

/** Decides where a 401 sends the user once the session is cleared (the app passes its router). */
export function setUnauthorizedHandler(handler: () => void): void {
  handleUnauthorized = handler;
}

/** The client itself, for what the pages do with a call's answer besides reading it (saving a file). */
export const client = createApiClient({
  token: () => useSessionStore.getState().token,
  onUnauthorized: () => {
    endSession();
    handleUnauthorized();
  },
});

/** Makes one contract call, given its definition or its address; the reply's type is the definition's. */
export const { call } = client;

/** The address of a call a page hands to the browser itself (a frame's document), without a token. */
export const { address: callAddress } = client;
