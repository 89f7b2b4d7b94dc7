/**
 * The wizard's order (spec §4): Info, Feature, Options, the chosen option sub-steps in a fixed
 * order, Summary; and where Continue takes a saved draft.
 */
import { OPTION_STEPS, type OptionKey } from '@boothdeck/contract';
import { PATHS } from '@/shared/config/paths';
import { OPTION_LABELS } from '@/shared/lib/event-options';
import type { DraftEvent } from '../stores/draft-store';

export type WizardStep = { path: string; label: string };
type OptionFlags = Partial<Record<OptionKey, boolean>> | null | undefined;
/** Whether a step's page exists; option sub-steps arrive one by one. */
export type IsStepBuilt = (path: string) => boolean;

const LEADING_STEPS: readonly WizardStep[] = [
  { path: PATHS.createEvent, label: 'Event Info' },
  { path: PATHS.eventFeature, label: 'Event Feature' },
  { path: PATHS.eventOptions, label: 'Event Options' },
];
const SUMMARY_STEP: WizardStep = { path: PATHS.eventSummary, label: 'Summary' };
const CORE_PATHS = new Set([...LEADING_STEPS, SUMMARY_STEP].map((step) => step.path));

/** Option sub-step pages built so far; each adds its path here when it lands. */
const BUILT_OPTION_STEPS = new Set<string>([
  '/event/social',
  '/event/gif',
  '/event/brust-gif',
  '/event/digital-prop',
  '/event/frame',
  '/event/filter',
  '/event/email',
  '/event/sms',
  '/event/custom-branding',
  '/event/microsite',
  '/event/incentive-offer',
  '/event/form-builder',
]);

export const isStepBuilt: IsStepBuilt = (path) => CORE_PATHS.has(path) || BUILT_OPTION_STEPS.has(path);

/** Every step the step bar shows for these options. */
export function wizardSteps(options: OptionFlags): WizardStep[] {
  const chosen = OPTION_STEPS.filter((step) => options?.[step.option] === true).map((step) => ({
    path: step.path,
    label: OPTION_LABELS[step.option],
  }));
  return [...LEADING_STEPS, ...chosen, SUMMARY_STEP];
}

function reachablePaths(options: OptionFlags, isBuilt: IsStepBuilt): string[] {
  return wizardSteps(options)
    .map((step) => step.path)
    .filter(isBuilt);
}

/** The page after `current`, or null at the end. */
export function nextStep(current: string, options: OptionFlags, isBuilt: IsStepBuilt = isStepBuilt): string | null {
  const paths = reachablePaths(options, isBuilt);
  const index = paths.indexOf(current);
  return index === -1 ? null : (paths[index + 1] ?? null);
}

/** The page before `current`, or null at the start. */
export function previousStep(current: string, options: OptionFlags, isBuilt: IsStepBuilt = isStepBuilt): string | null {
  const paths = reachablePaths(options, isBuilt);
  const index = paths.indexOf(current);
  return index <= 0 ? null : (paths[index - 1] ?? null);
}

const optionStepPath = (option: OptionKey) => OPTION_STEPS.find((step) => step.option === option)?.path ?? '';

/** Continue draft checks these in order and opens the first whose data the draft holds (spec §4). */
const CONTINUE_ORDER: readonly { path: string; key: keyof DraftEvent }[] = [
  { path: optionStepPath('filters'), key: 'filters' },
  { path: optionStepPath('frame'), key: 'photo_template_frame' },
  { path: optionStepPath('microsite'), key: 'micro_site' },
  { path: optionStepPath('digital_props'), key: 'digital_prop' },
  { path: optionStepPath('email'), key: 'email' },
  { path: optionStepPath('text_messaging'), key: 'sms_sharing' },
  { path: optionStepPath('social_media'), key: 'social' },
  { path: optionStepPath('water_mark'), key: 'watermark' },
  { path: PATHS.eventOptions, key: 'event_option' },
  { path: PATHS.eventFeature, key: 'feature' },
];

/** Where Continue takes a rebuilt draft: the first step in the spec's order with saved data, else Summary. */
export function continueStep(draft: DraftEvent, isBuilt: IsStepBuilt = isStepBuilt): string {
  const found = CONTINUE_ORDER.find(({ path, key }) => draft[key] != null && isBuilt(path));
  return found?.path ?? PATHS.eventSummary;
}
