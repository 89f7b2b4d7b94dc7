/** Signing the booth in to an event, and reading the event's settings again. */
import { ApiError, getErrorMessage } from '@boothdeck/client';
import { boothCalls } from '@boothdeck/contract/call-addresses';
import { boothClient, signInClient } from './booth-client.ts';
import { DEFAULT_SETTINGS } from './kiosk-record.ts';
import { picturesServedHere } from './pictures-served-here.ts';
import { hashSecret } from './secret-hash.ts';
import { getSessionState, saveSession, updateSession } from './session-store.ts';

export type SignInInput = { uuid: string; password: string; deviceName: string };

export const OFFLINE_SIGN_IN_MESSAGE =
  'No network. The booth needs the network once to sign in; it then keeps working without it.';

/** Signs in and keeps the token, the event and the password's hash; keeps the set-up choices of a sign-in again. */
export async function signIn({ uuid, password, deviceName }: SignInInput): Promise<void> {
  const reply = await signInClient.call(boothCalls.signIn, {
    body: { uuid: uuid.trim(), password, device_name: deviceName.trim() || null },
  });
  const previous = getSessionState().record;
  const sameEvent = previous?.event.uuid === reply.event.uuid;
  await saveSession({
    uuid: reply.event.uuid,
    deviceName: deviceName.trim(),
    token: reply.token,
    event: picturesServedHere(reply.event),
    passwordHash: await hashSecret(password),
    settings: sameEvent && previous ? previous.settings : DEFAULT_SETTINGS,
    signedInAt: new Date().toISOString(),
  });
}

/** What to tell the operator when signing in failed. */
export function signInFailureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401)
      return 'That event and admin password do not match an event open to booths (a draft cannot be run).';
    // 410 (the event has ended), 403 (no package) and 429 (wait) say what to do in their own words.
    return getErrorMessage(error);
  }
  return OFFLINE_SIGN_IN_MESSAGE;
}

/**
 * Reads the event's settings again when the network allows; offline, the kept ones stay. The
 * answer is kept only if `canApply()` still allows it when it arrives (no guest is using the
 * booth) and it differs from what the booth has, or `always` (the organiser's Reload command:
 * a new copy of the event fetches its pictures again too).
 */
export async function refreshEvent(canApply: () => boolean = () => true, always = false): Promise<void> {
  if (!getSessionState().record?.token) return;
  try {
    const event = picturesServedHere(await boothClient.call(boothCalls.event));
    const kept = getSessionState().record?.event;
    if (!canApply() || (!always && JSON.stringify(event) === JSON.stringify(kept))) return;
    await updateSession((record) => ({ ...record, event }));
  } catch {
    // Offline or refused: a 401 has already marked the token revoked; otherwise keep what we have.
  }
}
