import { customBrandingEndpoints, type WatermarkBody } from '@boothdeck/contract';
import { call } from '@/shared/api/api-client';

/** The wizard step saves; the edit screen updates the event's watermark. */
export function saveWatermark(body: WatermarkBody, isUpdate: boolean) {
  return isUpdate
    ? call(customBrandingEndpoints.update, { params: { id: body.event_id }, body })
    : call(customBrandingEndpoints.save, { body });
}
