/**
 * What the booth last learned of its camera, for its heartbeat: the camera opens only while a
 * guest takes a shot, so the report says how the last opening went, with its label and size.
 */
import type { BoothHeartbeatBody } from '@boothdeck/contract';

export type CameraFacts = BoothHeartbeatBody['camera'];

let facts: CameraFacts = { state: 'off', label: null, width: null, height: null };

/** The camera opened (its track's label and delivered size) or failed (why). */
export function noteCamera(
  outcome:
    | { opened: { label: string; width: number; height: number } }
    | { failed: 'denied' | 'not-found' | 'in-use' | 'unplugged' | 'other' },
): void {
  if ('opened' in outcome) {
    const { label, width, height } = outcome.opened;
    facts = { state: 'ready', label: label || null, width, height };
    return;
  }
  const state = outcome.failed === 'denied' ? 'denied' : outcome.failed === 'not-found' ? 'missing' : 'failed';
  facts = { ...facts, state };
}

export const cameraFacts = (): CameraFacts => facts;
