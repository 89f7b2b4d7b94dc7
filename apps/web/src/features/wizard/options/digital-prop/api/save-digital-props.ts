import type { DigitalPropBody, DigitalPropReply, DigitalPropUpdateBody } from '@boothdeck/contract';
import { apiClient } from '@/shared/api/api-client';

/** The wizard step saves with POST digital-prop; the edit screen with POST /event/props/update/{id}. */
export function saveDigitalProps(eventId: number, propIds: number[], isUpdate: boolean): Promise<DigitalPropReply> {
  if (isUpdate) {
    const body: DigitalPropUpdateBody = { digital_prop_frame: propIds };
    return apiClient.post<DigitalPropReply>(`event/props/update/${eventId}`, body);
  }
  const body: DigitalPropBody = { eventId, digital_prop_frame: propIds };
  return apiClient.post<DigitalPropReply>('digital-prop', body);
}
