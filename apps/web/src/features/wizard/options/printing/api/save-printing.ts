import { type PrintingBody, printingEndpoints } from '@boothdeck/contract';
import { call } from '@/shared/api/api-client';

/** The wizard step saves; the edit screen updates the event's printing. */
export function savePrinting(body: PrintingBody, isUpdate: boolean) {
  return isUpdate
    ? call(printingEndpoints.update, { params: { id: body.eventId }, body })
    : call(printingEndpoints.save, { body });
}
