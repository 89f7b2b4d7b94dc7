/** Names and rules of event features and options that the wizard and the event pages share. */
import {
  type Feature,
  type FeatureKey,
  OPTION_KEYS,
  OPTION_PLAN_FEATURE,
  OPTION_STEPS,
  type OptionKey,
  type OptionStepEntry,
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

/** Every option's name: a step's is in its row of OPTION_STEPS. */
export const OPTION_LABELS: Record<OptionKey, string> = {
  ...(Object.fromEntries(OPTION_STEPS.map(({ option, label }) => [option, label])) as Record<
    OptionStepEntry['option'],
    string
  >),
  qr_code: 'QR Code',
  approve_captures: 'Approve captures before guests see them',
  data_capture: 'Data Capture',
};

/** The Options step's tiles in the order they show, each with the flag it sets; data capture follows its feature. */
export const OPTION_TILES = OPTION_KEYS.filter((option) => option !== 'data_capture').map((option) => ({
  option,
  label: OPTION_LABELS[option],
}));

/** A feature counts as chosen when the first item of its list is unlocked ('enable'). */
export function isFeatureOn(feature: Feature | null | undefined, key: FeatureKey): boolean {
  return feature?.[key][0]?.lock === 'enable';
}

/** The package feature an option needs, if any; other options are always available. */
export function planFeatureOf(option: OptionKey): PlanFeature | undefined {
  return OPTION_PLAN_FEATURE[option];
}

/** Whether the user's package lets them switch the option on. */
export function isOptionAllowed(user: User | null, option: OptionKey, now: number = Date.now()): boolean {
  const planFeature = planFeatureOf(option);
  return planFeature === undefined || hasPlanFeature(user, planFeature, now);
}
