import { Stepper } from '@mantine/core';
import { useLocation } from 'react-router';
import { wizardSteps } from '../lib/wizard-steps';
import { useDraftStore } from '../stores/draft-store';

/** The wizard's steps with only the chosen option steps; the current one active, those before it done. */
export function WizardStepBar() {
  const { pathname } = useLocation();
  const options = useDraftStore((state) => state.event_option);
  const steps = wizardSteps(options);
  const active = Math.max(
    0,
    steps.findIndex((step) => step.path === pathname),
  );

  return (
    <nav aria-label="Wizard steps">
      <Stepper active={active} size="sm" iconSize={32} wrap>
        {steps.map((step, index) => (
          <Stepper.Step
            key={step.path}
            label={step.label}
            aria-current={index === active ? 'step' : undefined}
            allowStepSelect={false}
          />
        ))}
      </Stepper>
    </nav>
  );
}
