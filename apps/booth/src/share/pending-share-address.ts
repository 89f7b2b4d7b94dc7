/**
 * The address a guest's QR code opens: made from the event and the capture's own client_id, so
 * it works before the upload has landed (the page says the capture is on its way until the item
 * exists, then shows it). The client_id is random, so the address cannot be guessed.
 */
import { pendingSharePath } from '@boothdeck/contract';

export function pendingShareAddress(origin: string, eventUuid: string, captureClientId: string): string {
  return `${origin}${pendingSharePath(eventUuid, captureClientId)}`;
}
