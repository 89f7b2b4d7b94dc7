/** A booth mode and a shot for the flow tests (guest-flow.test.ts, kiosk-flow.test.ts). */
import type { BoothMode } from '../attract/index.ts';
import type { Shot } from '../capture/index.ts';

export const photo: BoothMode = {
  id: 'photo',
  key: 'photo',
  label: 'Photo',
  hint: '',
  mediaType: 'photo',
  countdownSeconds: 3,
};
export const shot: Shot = {
  mediaType: 'photo',
  file: new Blob(['x'], { type: 'image/jpeg' }),
  capturedAt: '2026-11-28T10:00:00Z',
};
