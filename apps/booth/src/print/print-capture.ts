/**
 * Making one print: the job goes through the outbox like every booth call. Online, the server is
 * asked first and may refuse past the event's limit (nothing is printed then); offline, the booth
 * prints within what it knows is left and the job is counted once the network is back.
 */
import type { BoothEvent } from '@boothdeck/contract';
import { PRINT_MESSAGES } from '@boothdeck/contract/option-constants';
import type { CatalogueKey } from '@boothdeck/i18n';
import type { Outbox, OutboxSnapshot } from '../outbox/index.ts';
import { withRetries } from '../ui/index.ts';
import { printAllowance } from './print-allowance.ts';

/** How long the booth waits for the server's yes before it prints anyway (the job is still counted). */
export const PRINT_ANSWER_WAIT_MS = 8000;

/** The server's refusals the kiosk says in the guest's language; any other reason is shown as sent. */
const REFUSALS: Record<string, CatalogueKey> = {
  [PRINT_MESSAGES.limitReached]: 'kiosk.print.limitReached',
  [PRINT_MESSAGES.printingOff]: 'kiosk.print.printingOff',
};

/** Why nothing was printed: a catalogue text, or the server's own message. */
export type PrintRefusal = { text: CatalogueKey } | { message: string };

export type PrintDecision = { print: true } | ({ print: false } & PrintRefusal);

const refusalOf = (reason: string | null | undefined): PrintRefusal => {
  if (reason == null) return { text: 'kiosk.print.failed' };
  const text = REFUSALS[reason];
  return text ? { text } : { message: reason };
};

/** Records the job (asking the server first when it can be reached) and says whether to print. */
export async function recordPrint(
  outbox: Outbox,
  snapshot: OutboxSnapshot,
  { captureClientId, copies, limit }: { captureClientId: string; copies: number; limit: number | null },
): Promise<PrintDecision> {
  const reachable = snapshot.online && !snapshot.serverUnavailable;
  if (!reachable) {
    const left = printAllowance(snapshot.items, limit);
    if (left !== null && left < copies) return { print: false, text: 'kiosk.print.limitReached' };
    await outbox.enqueuePrint({ captureClientId, copies, offline: 1 });
    return { print: true };
  }
  const id = await outbox.enqueuePrint({ captureClientId, copies, offline: 0 });
  const item = await outbox.whenSettled(id, PRINT_ANSWER_WAIT_MS);
  if (item?.status === 'failed') return { print: false, ...refusalOf(item.reason) };
  return { print: true };
}

/** The print (or strip) drawn at the paper's size from the kept capture, as an address for the print document. */
export async function artworkOf(file: Blob, printing: NonNullable<BoothEvent['printing']>): Promise<string> {
  // The compositing code, loaded when the first print is made (the camera has loaded it already).
  const capture = await withRetries(() => import('@boothdeck/capture'));
  const [picture, frame] = await Promise.all([
    createImageBitmap(file),
    printing.print_frame ? capture.loadImage(printing.print_frame) : null,
  ]);
  const artwork = await capture.printArtwork(picture, frame, printing.paper);
  return URL.createObjectURL(artwork);
}
