import { type EventInfoBody, eventEndpoints } from '@boothdeck/contract';
import { call } from '@/shared/api/api-client';

/** Creates the draft event (no eventId) or updates its information. */
export function saveEventInfo(body: EventInfoBody) {
  return call(eventEndpoints.saveInfo, { body });
}
