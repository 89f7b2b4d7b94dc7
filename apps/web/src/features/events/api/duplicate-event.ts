import { type DuplicateEventBody, eventEndpoints } from '@boothdeck/contract';
import { call } from '@/shared/api/api-client';

/** Copies an event under a new name and dates. */
export function duplicateEvent(body: DuplicateEventBody) {
  return call(eventEndpoints.duplicate, { body });
}
