/**
 * The web's API client: the shared client with the session's token. A 401 ends the session once
 * here for the whole app, then hands over to the app's handler (its router).
 */
import { type CallArguments, createApiClient, type Endpoint } from '@boothdeck/client';
import type { EndpointDefinition } from '@boothdeck/contract';
import { endSession } from '@/shared/session/end-session';
import { useSessionStore } from '@/shared/session/session-store';

let handleUnauthorized: () => void = () => window.location.assign('/');

/** Decides where a 401 sends the user once the session is cleared (the app passes its router). */
export function setUnauthorizedHandler(handler: () => void): void {
  handleUnauthorized = handler;
}

const client = createApiClient({
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

/**
 * Fetches a file a signed-in call answers with (a CSV, say) and saves it under `fileName`:
 * the token travels in the header, never in an address a browser could keep or share.
 */
export async function downloadFile<Definition extends EndpointDefinition>(
  fileName: string,
  endpoint: Endpoint<Definition>,
  ...input: CallArguments<Definition>
): Promise<void> {
  const url = URL.createObjectURL(await client.download(endpoint, ...input));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy by then; a minute is ample for the browser to start it.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
