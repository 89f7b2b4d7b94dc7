/**
 * The address a guest's QR code opens: made from the event and the capture's own client_id, so
 * it works before the upload has landed (the page says "on its way" until the item exists).
 * The client_id is random, so the address cannot be guessed.
 */
export function pendingShareAddress(origin: string, eventUuid: string, captureClientId: string): string {
  return `${origin}/gallery/share/pending/${encodeURIComponent(eventUuid)}/${encodeURIComponent(captureClientId)}`;
}
