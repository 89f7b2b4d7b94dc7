import type { ReactNode } from 'react';
import { StepActions, StepCard, type StepIntent } from '@/features/wizard/step-kit';
import { FormAlert } from '@/shared/ui/form-alert';

type OptionStepFormProps = {
  title: string;
  description?: string;
  isEdit: boolean;
  backTo: string;
  pendingIntent: StepIntent | null;
  formError: string | null;
  /** Next (Update on an edit screen) or Save as draft. */
  onSubmit: (intent: StepIntent) => void;
  children: ReactNode;
};

/** An option step's panel: its title, a failed save's message, its fields and the Back / Save as draft / Next bar. */
export function OptionStepForm({
  title,
  description,
  isEdit,
  backTo,
  pendingIntent,
  formError,
  onSubmit,
  children,
}: OptionStepFormProps) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit('next');
      }}
      noValidate
    >
      <StepCard title={title} description={description} isEdit={isEdit}>
        <FormAlert message={formError} />
        {children}
        <StepActions
          isEdit={isEdit}
          backTo={backTo}
          pendingIntent={pendingIntent}
          onSaveDraft={() => onSubmit('draft')}
        />
      </StepCard>
    </form>
  );
}
