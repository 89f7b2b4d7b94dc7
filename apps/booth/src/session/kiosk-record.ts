import type { BoothEvent } from '@boothdeck/contract';
import type { SecretHash } from './secret-hash.ts';

/** When the event's form is shown to a guest: before the capture or after they kept it. */
export type LeadTiming = 'before' | 'after';

/** The operator's choices at set-up, kept with the sign-in. */
export type KioskSettings = {
  /** The camera chosen; the browser's default when unset. */
  cameraId?: string;
  leadTiming: LeadTiming;
  /** Seconds without a touch before a guest's screen goes back to the attract screen. */
  idleSeconds: number;
  /** Videos are recorded with the guest's sound, from the device's microphone. */
  videoSound?: boolean;
  /**
   * When the operator first started the booth (ISO 8601). From then on the booth opens on its
   * guest screens after a reload or a crash, and set-up is reached only through the PIN.
   */
  startedAt?: string;
};

export const DEFAULT_SETTINGS: KioskSettings = { leadTiming: 'before', idleSeconds: 60 };

/** The booth's sign-in as kept on the device. `token` is null once the server refused it. */
export type KioskRecord = {
  uuid: string;
  deviceName: string;
  token: string | null;
  event: BoothEvent;
  /** The admin password entered at set-up, hashed: what the operator corner checks offline. */
  passwordHash: SecretHash;
  settings: KioskSettings;
  signedInAt: string;
};
