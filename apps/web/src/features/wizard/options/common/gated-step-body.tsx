import { Fieldset } from '@mantine/core';
import type { ReactNode } from 'react';
import { UpgradeOverlay } from '@/features/wizard/step-kit';
import { FormAlert } from '@/shared/ui/form-alert';

type GatedStepBodyProps = {
  /** The package lacks the option: the fields are shown disabled under 'Upgrade your package'. */
  isLocked: boolean;
  formError: string | null;
  /** The Back / Save as draft / Next (or Update) bar; Back stays usable when locked. */
  actions: ReactNode;
  children: ReactNode;
};

/** A step's form-level message, its fields and its action bar, locked when the plan lacks the option. */
export function GatedStepBody({ isLocked, formError, actions, children }: GatedStepBodyProps) {
  return (
    <>
      <FormAlert message={formError} />
      <UpgradeOverlay isLocked={isLocked}>
        <Fieldset variant="unstyled" disabled={isLocked} p={0} m={0}>
          {children}
        </Fieldset>
      </UpgradeOverlay>
      <Fieldset variant="unstyled" disabled={isLocked} p={0} m={0}>
        {actions}
      </Fieldset>
    </>
  );
}
