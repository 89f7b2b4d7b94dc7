import type { FormEvent, ReactNode } from 'react';
import { StepActions, StepCard, type StepIntent } from '@/features/wizard/step-kit';
import { GatedStepBody } from './gated-step-body';

type GatedStepFormProps = {
  title: string;
  description?: string;
  isEdit: boolean;
  isLocked: boolean;
  backTo: string;
  pendingIntent: StepIntent | null;
  formError: string | null;
  /** The form's handler for Next (Update on an edit screen) or Save as draft: it validates, then saves. */
  submitFor: (intent: StepIntent) => (event?: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
};

/** An option step's form of inputs: its panel, its fields locked when the plan lacks the option, and the action bar. */
export function GatedStepForm(props: GatedStepFormProps) {
  const { title, description, isEdit, isLocked, backTo, pendingIntent, formError, submitFor, children } = props;
  return (
    <form onSubmit={submitFor('next')} noValidate>
      <StepCard title={title} isEdit={isEdit} description={description}>
        <GatedStepBody
          isLocked={isLocked}
          formError={formError}
          actions={
            <StepActions
              isEdit={isEdit}
              backTo={backTo}
              pendingIntent={pendingIntent}
              onSaveDraft={submitFor('draft')}
            />
          }
        >
          {children}
        </GatedStepBody>
      </StepCard>
    </form>
  );
}
