import { type EventFeatureBody, eventEndpoints } from '@boothdeck/contract';
import { call } from '@/shared/api/api-client';

export function saveEventFeature(body: EventFeatureBody) {
  return call(eventEndpoints.saveFeature, { body });
}
