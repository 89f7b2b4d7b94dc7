import type { WatermarkBody, WatermarkReply } from '@boothdeck/contract';
import { apiClient } from '@/shared/api/api-client';

/** The wizard step saves with POST watermark; the edit screen with PUT watermark/{id} (the event's id). */
export function saveWatermark(body: WatermarkBody, isUpdate: boolean): Promise<WatermarkReply> {
  return isUpdate
    ? apiClient.put<WatermarkReply>(`watermark/${body.event_id}`, body)
    : apiClient.post<WatermarkReply>('watermark', body);
}
