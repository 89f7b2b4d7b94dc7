/**
 * The address a guest's QR code opens: made from the event and the capture's own client_id, so
 * it works before the upload has landed (the page says the capture is on its way until the item
 * exists, then shows it). The client_id is random, so the address cannot be guessed. A guest who
 * chose another language than the event's default on the booth gets it named (`?lang=`), so their
 * phone opens the page in it.
 */
import { pendingSharePath } from '@boothdeck/contract';
import type { GuestLanguage } from '@boothdeck/contract/guest-languages';

export function pendingShareAddress(
  origin: string,
  eventUuid: string,
  captureClientId: string,
  language: GuestLanguage | null = null,
): string {
  const named = language ? `?${new URLSearchParams({ lang: language })}` : '';
  return `${origin}${pendingSharePath(eventUuid, captureClientId)}${named}`;
}
