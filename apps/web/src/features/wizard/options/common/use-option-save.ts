import type { OptionStepId } from '@boothdeck/contract';
import { useState } from 'react';
import { type StepIntent, type StepMode, useStepSave } from '@/features/wizard/step-kit';
import { getErrorMessage } from '@/shared/api/api-error';
import { useOptionStep } from './use-option-step';

/**
 * Saving an option step whose fields are not a form of inputs (library choices, toggles): one
 * call at a time, its failure shown above the step, what was saved kept in the wizard's draft.
 */
export function useOptionSave<Body, Reply>(
  stepId: OptionStepId,
  mode: StepMode,
  send: (body: Body, isUpdate: boolean) => Promise<Reply>,
) {
  const step = useOptionStep(stepId, mode);
  const { save, pendingIntent } = useStepSave(mode, (body: Body) => send(body, step.isEdit));
  const [formError, setFormError] = useState<string | null>(null);

  /** `keep` picks from the reply what the draft holds for the step (the event's shape of it). */
  const submit = (body: Body, intent: StepIntent, keep: (reply: Reply) => unknown) => {
    setFormError(null);
    save(body, intent, {
      onSaved: (reply) => step.keepInDraft(keep(reply)),
      nextPath: step.nextPath,
      onError: (error) => setFormError(getErrorMessage(error)),
    });
  };

  return { isEdit: step.isEdit, backTo: step.backTo, pendingIntent, formError, submit };
}
