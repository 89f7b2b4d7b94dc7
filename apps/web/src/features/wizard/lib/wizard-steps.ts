/**
 * The wizard's order: Info, Feature, Options, the chosen option sub-steps in a fixed
 * order, Summary; which of them a draft has done, and where Continue takes it: the first step
 * that still needs input.
 */
import { OPTION_STEPS, type OptionKey } from '@boothdeck/contract';
import { PATHS } from '@/shared/config/paths';
import type { DraftEvent } from '../stores/draft-store';

export type WizardStep = { path: string; label: string };
type OptionFlags = Partial<Record<OptionKey, boolean>> | null | undefined;

const LEADING_STEPS: readonly WizardStep[] = [
  { path: PATHS.createEvent, label: 'Event Info' },
  { path: PATHS.eventFeature, label: 'Event Feature' },
  { path: PATHS.eventOptions, label: 'Event Options' },
];
const SUMMARY_STEP: WizardStep = { path: PATHS.eventSummary, label: 'Summary' };

/** Every step the step bar shows for these options. */
export function wizardSteps(options: OptionFlags): WizardStep[] {
  const chosen = OPTION_STEPS.filter((step) => options?.[step.option] === true).map((step) => ({
    path: step.path,
    label: step.label,
  }));
  return [...LEADING_STEPS, ...chosen, SUMMARY_STEP];
}

const stepPaths = (options: OptionFlags) => wizardSteps(options).map((step) => step.path);

/** The page after `current`, or null at the end. */
export function nextStep(current: string, options: OptionFlags): string | null {
  const paths = stepPaths(options);
  const index = paths.indexOf(current);
  return index === -1 ? null : (paths[index + 1] ?? null);
}

/** The page before `current`, or null at the start. */
export function previousStep(current: string, options: OptionFlags): string | null {
  const paths = stepPaths(options);
  const index = paths.indexOf(current);
  return index <= 0 ? null : (paths[index - 1] ?? null);
}

/** Whether the draft holds what the step at `path` saves; Summary is never done before submitting. */
export function isStepSaved(draft: DraftEvent, path: string): boolean {
  if (path === PATHS.createEvent) return draft.eventId !== null && draft.event_info !== null;
  if (path === PATHS.eventFeature) return draft.feature !== null;
  if (path === PATHS.eventOptions) return draft.event_option !== null;
  const optionStep = OPTION_STEPS.find((step) => step.path === path);
  return optionStep !== undefined && draft.optionSteps[optionStep.id] != null;
}

export type StepProgress = WizardStep & { isDone: boolean };

/** The steps the draft goes through, each marked done only when its data is saved. */
export function wizardProgress(draft: DraftEvent): StepProgress[] {
  return wizardSteps(draft.event_option).map((step) => ({ ...step, isDone: isStepSaved(draft, step.path) }));
}

/** Where Continue takes a rebuilt draft: the first step that still needs input, else Summary. */
export function continueStep(draft: DraftEvent): string {
  const pending = wizardProgress(draft).find((step) => !step.isDone && step.path !== PATHS.eventSummary);
  return pending?.path ?? PATHS.eventSummary;
}

/** The steps without which the event cannot be submitted (its info, features and options), not yet saved. */
export function missingRequiredSteps(draft: DraftEvent): WizardStep[] {
  return LEADING_STEPS.filter((step) => !isStepSaved(draft, step.path));
}
