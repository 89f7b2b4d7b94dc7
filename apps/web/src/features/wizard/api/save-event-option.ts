import { type EventOptionBody, eventEndpoints } from '@boothdeck/contract';
import { call } from '@/shared/api/api-client';

export function saveEventOption(body: EventOptionBody) {
  return call(eventEndpoints.saveOptions, { body });
}
