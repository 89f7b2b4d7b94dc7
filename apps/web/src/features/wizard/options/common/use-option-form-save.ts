import type { OptionStepId } from '@boothdeck/contract';
import type { UseFormReturnType } from '@mantine/form';
import { type StepIntent, type StepMode, useStepSave } from '@/features/wizard/step-kit';
import { useServerErrors } from '@/shared/hooks/use-server-errors';
import { useOptionStep } from './use-option-step';

type OptionFormSaveOptions<Values, Body, Reply> = {
  toBody: (values: Values, intent: StepIntent) => Body;
  send: (body: Body, isUpdate: boolean) => Promise<Reply>;
  /** Picks from the reply what the wizard's draft holds for the step. */
  keep: (reply: Reply) => unknown;
  /** The server's field names mapped to the form's, when they differ. */
  fieldMap?: Readonly<Record<string, string>>;
};

/**
 * Saving an option step that is a form of inputs: validated, one call at a time, nothing sent when
 * the plan lacks the option, a failure's messages on its fields, what was saved kept in the draft.
 */
export function useOptionFormSave<Values extends Record<string, unknown>, Body, Reply>(
  stepId: OptionStepId,
  mode: StepMode,
  form: UseFormReturnType<Values>,
  { toBody, send, keep, fieldMap }: OptionFormSaveOptions<Values, Body, Reply>,
) {
  const { isEdit, isLocked, backTo, nextPath, keepInDraft } = useOptionStep(stepId, mode);
  const { formError, showServerErrors, clearFormError, showFormError } = useServerErrors(form, fieldMap);
  const { save, pendingIntent } = useStepSave(mode, (body: Body) => send(body, isEdit));

  const saveAs = (intent: StepIntent) => (values: Values) => {
    if (isLocked) return;
    clearFormError();
    save(toBody(values, intent), intent, {
      onSaved: (reply) => keepInDraft(keep(reply)),
      nextPath,
      onError: showServerErrors,
    });
  };

  return {
    isEdit,
    showFormError,
    /** What GatedStepForm takes besides its title and fields. */
    formProps: {
      isEdit,
      isLocked,
      backTo,
      pendingIntent,
      formError,
      submitFor: (intent: StepIntent) => form.onSubmit(saveAs(intent)),
    },
  };
}
