import type { ReactNode } from 'react';
import { getErrorMessage } from '@/shared/api/api-error';
import { FormAlert } from '@/shared/ui/form-alert';
import { PageLoader } from '@/shared/ui/page-loader';
import type { OptionStepProps } from './option-step-page';

/**
 * A step whose form starts from the event's saved settings: a loader until `useSaved` has read
 * them, the error if it fails, then the form given what was read.
 */
export function loadedStep<Data>(
  useSaved: (eventId: number) => { data: Data | undefined; error: unknown },
  form: (props: OptionStepProps, data: Data) => ReactNode,
) {
  return function LoadedStep(props: OptionStepProps) {
    const { data, error } = useSaved(props.event.id);
    if (error) return <FormAlert message={getErrorMessage(error)} />;
    if (!data) return <PageLoader />;
    return form(props, data);
  };
}
