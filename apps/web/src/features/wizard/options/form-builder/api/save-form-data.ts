import type { FormDataBody, FormDataReply } from '@boothdeck/contract';
import { apiClient } from '@/shared/api/api-client';

/** The first save is POST form-data; once the event has a form, PUT form-data-update/{id} (the event's id). */
export function saveFormData(body: FormDataBody, isUpdate: boolean): Promise<FormDataReply> {
  return isUpdate
    ? apiClient.put<FormDataReply>(`form-data-update/${body.eventId}`, body)
    : apiClient.post<FormDataReply>('form-data', body);
}
