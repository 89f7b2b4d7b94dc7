import type { EventFilterBody, EventFilterReply, FilterUpdateBody } from '@boothdeck/contract';
import { apiClient } from '@/shared/api/api-client';

/** The wizard step saves with POST event-filter; the edit screen with POST /event/filter/update/{id}. */
export function saveFilters(eventId: number, filterIds: number[], isUpdate: boolean): Promise<EventFilterReply> {
  if (isUpdate) {
    const body: FilterUpdateBody = { option_filters: filterIds };
    return apiClient.post<EventFilterReply>(`event/filter/update/${eventId}`, body);
  }
  const body: EventFilterBody = { eventId, option_filters: filterIds };
  return apiClient.post<EventFilterReply>('event-filter', body);
}
