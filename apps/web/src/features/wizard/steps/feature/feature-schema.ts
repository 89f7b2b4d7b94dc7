/** The Feature step: which features the booth offers, and the event-feature body from the contract. */
import { type Event, type EventFeatureBody, FEATURE_KEYS, SHARING_OPTIONS } from '@boothdeck/contract';
import { isFeatureOn } from '@/shared/lib/event-options';
import type { FeatureDraft, OptionsDraft } from '../../stores/draft-store';

export type FeatureValues = FeatureDraft;

/** Still Photo is always on; everything else starts off. */
export const DEFAULT_FEATURES: FeatureValues = {
  ...(Object.fromEntries(FEATURE_KEYS.map((key) => [key, false])) as FeatureValues),
  still_photo: true,
};

export function featureFromEvent(event: Event): FeatureValues {
  if (!event.feature) return DEFAULT_FEATURES;
  const { feature } = event;
  return {
    ...(Object.fromEntries(FEATURE_KEYS.map((key) => [key, isFeatureOn(feature, key)])) as FeatureValues),
    still_photo: true,
  };
}

export function toEventFeatureBody(values: FeatureValues, eventId: number): EventFeatureBody {
  const flags = Object.fromEntries(FEATURE_KEYS.map((key) => [key, values[key] ? 1 : 0])) as Record<
    (typeof FEATURE_KEYS)[number],
    0 | 1
  >;
  return { eventId, ...flags, still_photo: 1 };
}

/** Options follow the features: no Sharing turns off the sharing options, no Data Capture the form builder. */
export function fitOptionsToFeature(options: OptionsDraft, feature: FeatureValues): OptionsDraft {
  const fitted = { ...options, data_capture: feature.data_capture };
  if (!feature.sharing) for (const option of SHARING_OPTIONS) fitted[option] = false;
  if (!feature.data_capture) fitted.form_builder = false;
  return fitted;
}
