import { type OptionStepId, optionStep } from '@boothdeck/contract';
import { generatePath } from 'react-router';
import { nextStep, previousStep, type StepMode, useDraftStore } from '@/features/wizard/step-kit';
import { PATHS } from '@/shared/config/paths';
import { isOptionAllowed } from '@/shared/lib/event-options';
import { useSessionStore } from '@/shared/session/session-store';

/**
 * Where an option step sits: Back and Next follow the chosen options in the wizard, an edit screen
 * goes back to the event's details; what a wizard step saves is kept in the draft too, under its id.
 */
export function useOptionStep(stepId: OptionStepId, mode: StepMode) {
  const { path, option } = optionStep(stepId);
  const isEdit = mode.kind === 'edit';
  const eventOption = useDraftStore((state) => state.event_option);
  const isLocked = !isOptionAllowed(
    useSessionStore((state) => state.user),
    option,
  );

  const backTo = isEdit
    ? generatePath(PATHS.eventDetails, { id: String(mode.event.id) })
    : (previousStep(path, eventOption) ?? PATHS.eventOptions);
  const nextPath = () => nextStep(path, useDraftStore.getState().event_option) ?? PATHS.eventSummary;
  const keepInDraft = (saved: unknown) => {
    if (!isEdit) useDraftStore.setState((draft) => ({ optionSteps: { ...draft.optionSteps, [stepId]: saved } }));
  };

  return { isEdit, isLocked, backTo, nextPath, keepInDraft };
}
