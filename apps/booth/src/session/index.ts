export { boothClient } from './booth-client.ts';
export { eventNotice } from './event-notice.ts';
export type { KioskRecord, KioskSettings, LeadTiming } from './kiosk-record.ts';
export { DEFAULT_SETTINGS } from './kiosk-record.ts';
export { hashSecret, type SecretHash, verifySecret } from './secret-hash.ts';
export {
  currentToken,
  forgetSession,
  getSessionState,
  loadSession,
  markBoothStarted,
  markTokenRevoked,
  subscribeSession,
  updateSettings,
  useSession,
} from './session-store.ts';
export { refreshEvent, type SignInInput, signIn, signInFailureMessage } from './sign-in.ts';
export { SignInScreen } from './sign-in-screen.tsx';
export { signOutRefusal } from './sign-out.ts';
