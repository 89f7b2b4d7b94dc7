/** Names and rules of event features and options that the wizard and the event pages share. */
import {
  type Feature,
  type FeatureKey,
  OPTION_PLAN_FEATURE,
  type OptionKey,
  type PlanFeature,
  type User,
} from '@boothdeck/contract';
import { hasPlanFeature } from '@/shared/session/plan-features';

export const FEATURE_LABELS: Record<FeatureKey, string> = {
  still_photo: 'Still Photo',
  three_in_one: '3 In 1',
  video: 'Video',
  boomerang: 'Boomerang',
  gallery: 'Gallery',
  sharing: 'Sharing',
  data_capture: 'Data Capture',
  offer: 'Offer',
};

/** The Options step's tiles in the order they show, each with the flag it sets. */
export const OPTION_TILES = [
  { option: 'social_media', label: 'Social' },
  { option: 'gif', label: '3 in 1 Animation' },
  { option: 'brust_gif', label: '3 in 1 Fast' },
  { option: 'email', label: 'Email' },
  { option: 'text_messaging', label: 'SMS Sharing' },
  { option: 'digital_props', label: 'Props' },
  { option: 'water_mark', label: 'Custom Branding' },
  { option: 'microsite', label: 'Social Gallery' },
  { option: 'frame', label: 'Frames' },
  { option: 'qr_code', label: 'QR Code' },
  { option: 'incentive_offer', label: 'Incentives & Offers' },
  { option: 'filters', label: 'Filters' },
  { option: 'form_builder', label: 'Form Builder' },
] as const satisfies readonly { option: OptionKey; label: string }[];

export const OPTION_LABELS: Record<OptionKey, string> = {
  ...(Object.fromEntries(OPTION_TILES.map(({ option, label }) => [option, label])) as Record<
    (typeof OPTION_TILES)[number]['option'],
    string
  >),
  data_capture: 'Data Capture',
};

/** A feature counts as chosen when the first item of its list is unlocked ('enable'). */
export function isFeatureOn(feature: Feature | null | undefined, key: FeatureKey): boolean {
  return feature?.[key][0]?.lock === 'enable';
}

const PLAN_FEATURE_OF: Partial<Record<OptionKey, PlanFeature>> = OPTION_PLAN_FEATURE;

/** The package feature an option needs, if any; other options are always available. */
export function planFeatureOf(option: OptionKey): PlanFeature | undefined {
  return PLAN_FEATURE_OF[option];
}

/** Whether the user's package lets them switch the option on. */
export function isOptionAllowed(user: User | null, option: OptionKey, now: number = Date.now()): boolean {
  const planFeature = planFeatureOf(option);
  return planFeature === undefined || hasPlanFeature(user, planFeature, now);
}
