import type { ReactNode } from 'react';
import { getErrorMessage } from '@/shared/api/api-error';
import { FormAlert } from '@/shared/ui/form-alert';
import { PageLoader } from '@/shared/ui/page-loader';

type LoadedStepProps<Data> = {
  /** The read of the step's saved settings. */
  query: { data: Data | undefined; error: unknown };
  /** The step's form, given what was read. */
  children: (data: Data) => ReactNode;
};

/** A step whose form starts from the event's saved settings: a loader until they come, the error if they fail. */
export function LoadedStep<Data>({ query, children }: LoadedStepProps<Data>) {
  if (query.error) return <FormAlert message={getErrorMessage(query.error)} />;
  if (!query.data) return <PageLoader />;
  return children(query.data);
}
