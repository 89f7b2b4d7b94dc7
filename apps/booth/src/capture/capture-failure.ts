/**
 * What the guest is told when a capture fails: a device that recorded nothing is said as such;
 * anything else as a failed capture, with the error kept in the fault log for the staff.
 */
import type { CatalogueKey } from '@boothdeck/i18n';
import { recordFault } from '../support/index.ts';
import { loadCapture } from './load-capture.ts';

export async function captureFailureText(error: unknown): Promise<CatalogueKey> {
  // The capture code is loaded by now: the camera that failed came from it.
  const capture = await loadCapture().catch(() => null);
  if (error instanceof Error && error.message === capture?.EMPTY_RECORDING) return 'kiosk.capture.recordedNothing';
  recordFault('capture', error);
  return 'kiosk.capture.failed';
}
