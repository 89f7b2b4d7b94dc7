/** The two pages every option step has: its wizard step and its edit screen, one component in two modes. */
import { type Event, type OptionKey, type OptionStepId, optionStep } from '@boothdeck/contract';
import type { ComponentType } from 'react';
import { generatePath, Navigate } from 'react-router';
import { CREATE_MODE, EditStep, type StepMode, useDraftStore } from '@/features/wizard/step-kit';
import { getErrorMessage } from '@/shared/api/api-error';
import { useEvent } from '@/shared/api/get-event';
import { PATHS } from '@/shared/config/paths';
import { OPTION_LABELS } from '@/shared/lib/event-options';
import { FormAlert } from '@/shared/ui/form-alert';
import { PageLoader } from '@/shared/ui/page-loader';

/** An option step gets its mode and the event it configures (the draft's in the wizard). */
export type OptionStepProps = { mode: StepMode; event: Event };
type OptionStep = ComponentType<OptionStepProps>;

/** The wizard page: the draft's event, read from the server so a reload or a second visit shows what was saved. */
export function CreateOptionStep({ step: Step }: { step: OptionStep }) {
  const eventId = useDraftStore((state) => state.eventId);
  const { data, error } = useEvent(eventId ?? 0);

  if (eventId === null) return <Navigate to={PATHS.createEvent} replace />;
  if (data) return <Step mode={CREATE_MODE} event={data.event} />;
  if (error) return <FormAlert message={getErrorMessage(error)} />;
  return <PageLoader />;
}

type EditOptionStepProps = { step: OptionStep; title: string; stepId: OptionStepId };

/**
 * The edit screen `/event/{section}/edit/{id}`: Update saves and returns to the event's details.
 * An option the event does not use has nothing to edit: its screen leads back to the details.
 */
export function EditOptionStep({ step: Step, title, stepId }: EditOptionStepProps) {
  const { option } = optionStep(stepId);
  return (
    <EditStep
      title={title}
      renderStep={(event) =>
        event.event_option?.[option] === 1 ? (
          <Step mode={{ kind: 'edit', event }} event={event} />
        ) : (
          <Navigate
            to={generatePath(PATHS.eventDetails, { id: String(event.id) })}
            replace
            state={{ message: optionNotUsedMessage(option) }}
          />
        )
      }
    />
  );
}

export const optionNotUsedMessage = (option: OptionKey) =>
  `${OPTION_LABELS[option]} is not one of this event's options. Switch it on under Options to set it up.`;
