import { useLocation } from 'react-router';
import { StepBar } from '@/shared/ui/step-bar/step-bar';
import { wizardProgress } from '../lib/wizard-steps';
import { useDraftStore } from '../stores/draft-store';

/** The wizard's steps with only the chosen option steps: the one on screen current, those saved done. */
export function WizardStepBar() {
  const { pathname } = useLocation();
  const draft = useDraftStore();
  const steps = wizardProgress(draft).map((step) => ({ href: step.path, label: step.label, isDone: step.isDone }));
  const current = Math.max(
    0,
    steps.findIndex((step) => step.href === pathname),
  );
  return <StepBar label="Wizard steps" steps={steps} current={current} />;
}
