import type { DuplicateEventBody, EventReply } from '@boothdeck/contract';
import { apiClient } from '@/shared/api/api-client';

/** Copies an event under a new name and dates (POST duplicate/event). */
export function duplicateEvent(body: DuplicateEventBody): Promise<EventReply> {
  return apiClient.post<EventReply>('duplicate/event', body);
}
