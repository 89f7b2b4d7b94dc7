import { type FormDataBody, formBuilderEndpoints } from '@boothdeck/contract';
import { call } from '@/shared/api/api-client';

/** The first save; once the event has a form, the update of the event's form. */
export function saveFormData(body: FormDataBody, isUpdate: boolean) {
  return isUpdate
    ? call(formBuilderEndpoints.update, { params: { id: body.eventId }, body })
    : call(formBuilderEndpoints.save, { body });
}
