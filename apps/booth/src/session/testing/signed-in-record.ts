/** A booth signed in to an event, for tests: a token and a password hash that must never leak. */
import type { BoothEvent } from '@boothdeck/contract';
import { DEFAULT_SETTINGS, type KioskRecord } from '../kiosk-record.ts';

export const signedInRecord = (overrides: Partial<KioskRecord> = {}): KioskRecord => ({
  uuid: '6f1c2b9e-3d4a-4f0e-9b7a-2c5d8e1f0a34',
  deviceName: 'Booth 2 – foyer',
  token: 'secret-token',
  event: { event_name: 'Harbour Launch' } as BoothEvent,
  passwordHash: { salt: 'c2FsdA', hash: 'aGFzaA', iterations: 1000 },
  settings: DEFAULT_SETTINGS,
  signedInAt: '2026-11-28T10:00:00Z',
  ...overrides,
});
